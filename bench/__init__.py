"""Benchmarks: `make bench` prints figures; nothing here is a pass/fail timing test."""
