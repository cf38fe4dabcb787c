"""The rules engine: state, rules, dogma, decisions, views and records."""
