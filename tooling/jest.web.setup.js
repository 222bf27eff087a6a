require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy/waitFor give up after 1 s by default: too short for a render on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
