-- Names become one line: filled in by the name cleanup.
SELECT 1;
