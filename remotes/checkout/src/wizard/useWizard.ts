import { useCallback, useEffect, useState } from 'react';
import {
  clearDraft,
  emptyDraft,
  loadDraft,
  type StepId,
  type StoryLanguage,
  saveDraft,
  type WizardDraft,
  withDeepLink,
} from './draft';

export interface Wizard {
  draft: WizardDraft;
  /** The stored draft has been read (after hydration); until then the draft is a fresh one, as on the server. */
  loaded: boolean;
  /** Changes the draft; every change is saved at once, so a reload resumes exactly here. */
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  goTo: (step: StepId) => void;
  /** The order is gone (unknown token, removed): keep what was typed, create a new order from step 1. */
  forgetOrder: () => void;
  /** A fresh wizard (after a paid order); the deep-linked book stays chosen. */
  restart: () => void;
}

/**
 * The wizard's draft, read from localStorage once the page is up and written back on every change. The
 * server renders the first step of a fresh draft and the browser hydrates exactly that, then resumes a stored
 * draft: reading it during the first render would make a returning parent's page differ from the server's.
 */
export function useWizard(bookSlug: string | null, storyLanguage: StoryLanguage): Wizard {
  const [draft, setDraft] = useState<WizardDraft>(() => withDeepLink(emptyDraft(storyLanguage), bookSlug));
  const [loaded, setLoaded] = useState(false);

  // Once, on arrival (a later change of the link's book or the language does not read the storage again).
  // What was typed into the server's page before it hydrated wins over the stored draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on arrival
  useEffect(() => {
    const stored = loadDraft(storyLanguage);
    if (stored) {
      const fresh = emptyDraft(storyLanguage).child;
      setDraft((current) => {
        const typed = Object.fromEntries(
          Object.entries(current.child).filter(([key, value]) => value !== fresh[key as keyof typeof fresh]),
        );
        return withDeepLink({ ...stored, child: { ...stored.child, ...typed } }, bookSlug);
      });
    }
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (loaded) saveDraft(draft);
  }, [draft, loaded]);

  const update = useCallback((change: (draft: WizardDraft) => WizardDraft) => setDraft(change), []);
  const goTo = useCallback((step: StepId) => setDraft((current) => ({ ...current, step })), []);
  const forgetOrder = useCallback(
    () => setDraft((current) => ({ ...current, order: null, step: 'child', version: null })),
    [],
  );
  const restart = useCallback(() => {
    clearDraft();
    setDraft(withDeepLink(emptyDraft(storyLanguage), bookSlug));
  }, [bookSlug, storyLanguage]);

  return { draft, loaded, update, goTo, forgetOrder, restart };
}
