import { loadEveryLanguage, pageRenderer } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { BecomeAmbassadorPage } from './BecomeAmbassadorPage';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

/** The commission is written as each language writes a percentage (CLDR through Intl), never '10%' glued by hand. */
describe('BecomeAmbassadorPage', () => {
  it.each([
    ['en', 'Earn 10% of every purchase made through your link.'],
    ['ru', 'Получайте 10\u00a0% с каждой покупки по вашей ссылке.'],
    ['tr', 'Bağlantınız üzerinden yapılan her satıştan %10 kazanın.'],
    ['az', 'Linkiniz vasitəsilə edilən hər alışdan 10% qazanın.'],
  ] as const)('writes the commission in %s', async (locale, step) => {
    renderPage(<BecomeAmbassadorPage />, { path: '/become-ambassador', locale });
    // The last step, character for character: the no-break space of Russian is part of the convention.
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toContain(step);
  });
});
