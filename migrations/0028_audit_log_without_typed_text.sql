-- Typed text leaves the audit log: filled in by the audit cleanup.
SELECT 1;
