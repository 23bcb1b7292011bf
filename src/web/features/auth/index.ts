// The auth feature's public entry: what other features may import from it (docs/decisions/024).
// Everything else in this folder is private to auth; the lint rule boundaries/web-layers refuses deep imports.
export { SignupForm } from './signup-form.tsx';
