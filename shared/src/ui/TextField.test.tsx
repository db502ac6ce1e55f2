import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './TextField';
import { useTypedBeforeHydration } from './typed-before-hydration';

/** A form as the storefront writes it: state-held values, shown again under the fields. */
function Form() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  return (
    <IntlProvider locale="en" messages={{}}>
      <TextField id="name" label="Full name" value={name} onChange={(event) => setName(event.target.value)} />
      <TextAreaField
        id="message"
        label="Message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <output>{`${name}|${message}`}</output>
    </IntlProvider>
  );
}

/** A radio button as the wizard writes one: controlled, its own onChange. */
function Radio({ value, picked, pick }: { value: string; picked: string; pick: (value: string) => void }) {
  const ref = useTypedBeforeHydration<HTMLInputElement>(() => pick(value));
  return (
    <input ref={ref} type="radio" name="gender" id={value} checked={picked === value} onChange={() => pick(value)} />
  );
}

function Choices() {
  const [terms, setTerms] = useState(false);
  const [gender, setGender] = useState('boy');
  const termsRef = useTypedBeforeHydration<HTMLInputElement>((event) => setTerms(event.target.checked));
  return (
    <>
      <Radio value="boy" picked={gender} pick={setGender} />
      <Radio value="girl" picked={gender} pick={setGender} />
      <input
        ref={termsRef}
        type="checkbox"
        id="terms"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      <output>{`${gender}|${terms}`}</output>
    </>
  );
}

// Tells React this is a test environment, so act() waits for effects without a warning.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

describe('fields on a server-rendered page', () => {
  it('keep what the visitor typed before the page hydrated, in the state a submit reads', async () => {
    const container = serverRendered();
    // Typed into the server's HTML while the JavaScript was still on its way.
    container.querySelector<HTMLInputElement>('#name')!.value = 'Leyla Mammadova';
    container.querySelector<HTMLTextAreaElement>('#message')!.value = 'Reaching Ganja?';
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('Leyla Mammadova|Reaching Ganja?');
    expect(container.querySelector<HTMLInputElement>('#name')?.value).toBe('Leyla Mammadova');
  });

  it('keep a box ticked and a radio button picked before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choices />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#girl')!.checked = true;
    container.querySelector<HTMLInputElement>('#terms')!.checked = true;
    await act(async () => {
      root = hydrateRoot(container, <Choices />);
    });
    expect(container.querySelector('output')?.textContent).toBe('girl|true');
  });

  it('leave untouched fields alone', async () => {
    const container = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('|');
  });
});
