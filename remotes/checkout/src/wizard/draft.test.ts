import { describe, expect, it } from 'vitest';
import { orderJson, orderReadyFor } from '../test/orders';
import {
  emptyDraft,
  furthestStep,
  loadDraft,
  nextStep,
  parseDraft,
  previousStep,
  saveDraft,
  visibleStep,
  withDeepLink,
} from './draft';
import { accessFor, clearDraft, DRAFT_KEY, loadReceipt, saveReceipt } from './storage';

describe('the wizard draft', () => {
  it('survives a round trip through localStorage under one key', () => {
    const draft = { ...emptyDraft('az'), step: 'contact' as const, order: { id: 'o1', token: 't1' } };
    draft.child.name = 'Aydan';
    draft.contact.notes = 'Please gift-wrap';
    saveDraft(draft);
    expect(Object.keys(localStorage)).toEqual([DRAFT_KEY]);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('starts in the page language with the first style and nothing chosen', () => {
    const draft = emptyDraft('ru');
    expect(draft.child).toMatchObject({ storyLanguage: 'ru', illustrationStyle: '3dPixar', gender: '', terms: false });
    expect(draft.step).toBe('child');
    expect(draft.order).toBeNull();
  });

  it('drops what it cannot trust and keeps the rest', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, step: 'photo' }))).toBeNull();
    const parsed = parseDraft(
      JSON.stringify({
        v: 1,
        step: 'nowhere',
        order: { id: 'o1' },
        child: { name: 'Ali', age: 7, gender: 'dragon', illustrationStyle: 'oil', terms: 'yes' },
        storyType: 'epic',
        version: 'scroll',
        contact: { email: 'a@b.c' },
      }),
      'tr',
    );
    expect(parsed).toMatchObject({
      step: 'child',
      order: null,
      storyType: null,
      version: null,
      child: { name: 'Ali', age: '', gender: '', illustrationStyle: '3dPixar', storyLanguage: 'tr', terms: false },
      contact: { email: 'a@b.c', fullName: '' },
    });
  });

  it('lets a deep link pre-select a ready-made book without losing what was typed', () => {
    const typed = { ...emptyDraft(), storyType: 'custom' as const };
    typed.child.name = 'Mila';
    const linked = withDeepLink(typed, 'the-little-astronaut');
    expect(linked).toMatchObject({ storyType: 'ready', bookSlug: 'the-little-astronaut', child: { name: 'Mila' } });
    expect(withDeepLink(typed, null)).toBe(typed);
  });
});

describe('steps', () => {
  it('move one at a time and stop at both ends', () => {
    expect(nextStep('child')).toBe('photo');
    expect(nextStep('confirm')).toBe('confirm');
    expect(previousStep('photo')).toBe('child');
    expect(previousStep('child')).toBe('child');
  });

  it('open only as far as the order has been saved', () => {
    expect(furthestStep(undefined)).toBe('child');
    expect(furthestStep(orderJson())).toBe('photo');
    expect(furthestStep(orderReadyFor('story'))).toBe('story');
    expect(furthestStep({ ...orderReadyFor('story'), story_type: 'ready' })).toBe('story');
    expect(furthestStep(orderReadyFor('characters'))).toBe('characters');
    expect(furthestStep(orderReadyFor('version'))).toBe('version');
    expect(furthestStep(orderReadyFor('contact'))).toBe('contact');
    expect(furthestStep(orderReadyFor('confirm'))).toBe('confirm');
  });

  it('resume where the visitor was, unless the order is not that far yet', () => {
    const draft = { ...emptyDraft(), step: 'contact' as const };
    expect(visibleStep(draft, orderReadyFor('confirm'))).toBe('contact');
    expect(visibleStep(draft, orderReadyFor('characters'))).toBe('characters');
    expect(visibleStep(draft, undefined)).toBe('child');
    expect(visibleStep({ ...draft, step: 'photo' }, orderReadyFor('confirm'))).toBe('photo');
  });
});

describe('order access for the result pages', () => {
  it('comes from the draft, or from the receipt of an order paid in this tab', () => {
    saveDraft({ ...emptyDraft(), order: { id: 'o1', token: 't1' } });
    expect(accessFor('o1')).toEqual({ id: 'o1', token: 't1' });
    expect(accessFor('o2')).toBeNull();
    expect(accessFor(null)).toBeNull();
    clearDraft();
    saveReceipt({ id: 'o1', token: 't1' });
    expect(loadReceipt()).toEqual({ id: 'o1', token: 't1' });
    expect(accessFor('o1')).toEqual({ id: 'o1', token: 't1' });
  });
});
