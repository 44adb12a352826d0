// Style sheets are imported for their side effect (the bundler adds them to the page); the
// typecheck needs to know such an import names a module.
declare module '*.css';
