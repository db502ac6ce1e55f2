// Server builds leave stylesheets to the browser build (rspack.config.ts, createServerConfig).
export {};
