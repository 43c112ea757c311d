// The test server's AUTH_SECRET, on its own so browser specs can import it without the stack's imports.
export const TEST_AUTH_SECRET = "test-secret-for-the-test-server-only-0123456789";
