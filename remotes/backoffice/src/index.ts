// Async boundary for the standalone dev page; the shell loads ./App through federation instead.
import('./standalone');
