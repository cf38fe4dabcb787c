"""Echoes of the Past: one card package per edition (`third/`: ages 1-10, `fourth/`: 1-11; facts.txt + ageN.py)."""
