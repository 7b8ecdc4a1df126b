"""One module per route; `ROUTES` lists them for the app and the tests."""
