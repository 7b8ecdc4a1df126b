"""One module per page; salon/routes.py registers each under its path."""
