"""The salon site: a Reflex app (`salon.salon`) and everything it reads.

A regular package, not a namespace one: `reflex run` then watches the whole
project for edits, salon_components/ and assets/ included (see
docs/architecture.md, "reflex run").
"""
