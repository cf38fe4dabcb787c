"""Echoes of the Past: one card package per edition (`third/`; facts.txt + age1..age10.py)."""
