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
  /** Changes the draft; every change is saved at once, so a reload resumes exactly here. */
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  goTo: (step: StepId) => void;
  /** The order is gone (unknown token, removed): keep what was typed, create a new order from step 1. */
  forgetOrder: () => void;
  /** A fresh wizard (after a paid order); the deep-linked book stays chosen. */
  restart: () => void;
}

/** The wizard's draft, read from localStorage on mount and written back on every change. */
export function useWizard(bookSlug: string | null, storyLanguage: StoryLanguage): Wizard {
  const [draft, setDraft] = useState<WizardDraft>(() =>
    withDeepLink(loadDraft(storyLanguage) ?? emptyDraft(storyLanguage), bookSlug),
  );

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

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

  return { draft, update, goTo, forgetOrder, restart };
}
