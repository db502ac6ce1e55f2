import { BrowserRouter, createStore, loadRuntimeConfig } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { loadRemoteRegistry } from './federation/registry';
import './styles.css';

async function main() {
  // Both are tiny, no-cache JSON documents; fetch them side by side.
  await Promise.all([loadRuntimeConfig(), loadRemoteRegistry()]);
  const store = createStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

void main();
