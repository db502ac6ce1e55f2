/**
 * The team's internal notes on orders and ambassadors (staff/notes.ts), under the records' own paths:
 * /admin/orders/{id}/notes and /admin/ambassadors/{id}/notes. Everyone on the team reads and writes them.
 */
import { staffNoteSchema, staffNotesSchema } from '@shop/shared/contracts';
import { staffNoteInputSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../lib/http-error';
import { addNote, listNotes, type NoteSubject } from '../../staff/notes';
import { guardResponses, idParams } from '../../staff/schemas';

const SUBJECTS: Record<NoteSubject, string> = { order: '/orders', ambassador: '/ambassadors' };

const notes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  for (const [subject, path] of Object.entries(SUBJECTS) as [NoteSubject, string][]) {
    app.get(
      `${path}/:id/notes`,
      {
        schema: {
          tags: ['admin'],
          description: `The ${subject}'s internal notes, oldest first. Never shown outside the back office.`,
          params: idParams,
          response: { 200: staffNotesSchema, 400: errorResponse, 404: errorResponse, ...guardResponses },
        },
      },
      async (request) => listNotes(db, subject, request.params.id),
    );

    app.post(
      `${path}/:id/notes`,
      {
        schema: {
          tags: ['admin'],
          description: `Adds an internal note to the ${subject}, signed by the signed-in staff member (audited).`,
          params: idParams,
          body: staffNoteInputSchema,
          response: { 201: staffNoteSchema, 400: errorResponse, 404: errorResponse, ...guardResponses },
        },
      },
      async (request, reply) => {
        const note = await addNote(db, request, subject, request.params.id, request.body.text);
        return reply.code(201).send(note);
      },
    );
  }
};

export default notes;
