"""The text layer (issue 22): every word a player reads, in five languages."""

from .languages import LANGUAGES, negotiate, normalize_language, pick_language

__all__ = ["LANGUAGES", "negotiate", "normalize_language", "pick_language"]
