// What a remote's bundler and Jest hand its modules besides TypeScript:
// CSS Modules as class-name maps, global style sheets (tokens.css) as side effects.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
