"""Cities of Destiny: one card table per edition (`third/`: ages 1-10, `fourth/`: 1-11). Cities
have no dogma text: a city is its six icon positions (facts.txt); what they do is the
expansion's rules (innovation/engine/cities.py)."""
