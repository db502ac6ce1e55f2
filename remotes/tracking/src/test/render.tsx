/** The tracking remote's tests render with its catalogue through the one shared test renderer. */
import { pageRenderer } from '@shop/shared/testing';
import { messages } from '../messages';

export { stubApi } from '@shop/shared/testing';
export const renderPage = pageRenderer(messages);
