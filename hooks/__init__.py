"""Site build: the MkDocs hook and what it uses (fences, pictures, runtime assets)."""
