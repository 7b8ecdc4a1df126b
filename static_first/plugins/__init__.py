"""The layer's build plugins, one per module, each named for its class."""
