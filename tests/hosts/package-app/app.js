// A partner's React application using the installed eteris package the documented way: the
// configuration from eteris/configure, the elements from eteris, and every component of
// eteris/react rendered with the application's own React. Bundled by tests/e2e/package-install.test.ts
// in a folder where `npm install` put react, react-dom and the packed eteris tarball.
import { Component, createElement as h, version } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'eteris/configure';
import 'eteris';
// (the editors' catalogue is not in the root entry: an operator's own page)
import 'eteris/elements/tv-elements-page.js';
import * as wrappers from 'eteris/react';

const op = (path) => new URL(path, window.OPERATOR).href;
configure({
  apiBase: op('/api/v1/'),
  publicApiBase: op('/api/public/v1/'),
  clientBase: op('/client/'),
  loginUrl: op('/client/login'),
  logoutUrl: op('/client/logout'),
  paymentUrl: op('/client/payment'),
  statsUrl: op('/stats'),
  eventsBase: op('/events/'),
  mediaBase: op('/media/'),
  siteBase: op('/'),
  drm: { licenseUrl: op('/drm/clearkey') },
});

/** Shows a wrapper's render error in place of the whole application going blank. */
class Boundary extends Component {
  constructor(props) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    return this.state.error ? h('p', { className: 'failed' }, `${this.props.name}: ${this.state.error.message}`) : this.props.children;
  }
}

const components = Object.entries(wrappers).filter(([name]) => /^Tv[A-Z]/.test(name));
function App() {
  return h(
    'main',
    null,
    h('output', { id: 'version' }, version),
    h('output', { id: 'wrappers' }, components.map(([name]) => name).join(' ')),
    ...components.map(([name, Wrapper]) => h('section', { key: name, 'data-wrapper': name }, h(Boundary, { name }, h(Wrapper, {})))),
  );
}

createRoot(document.getElementById('root')).render(h(App));
