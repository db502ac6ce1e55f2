import { renderStandalone } from '@shop/shared';
import App from './App';

void renderStandalone(App, 'create-story');
