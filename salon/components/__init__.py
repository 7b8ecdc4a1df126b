"""Layout pieces shared by the pages."""
