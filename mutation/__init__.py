"""Mutation testing of the rules code: does a small rule mistake make a test fail?"""
