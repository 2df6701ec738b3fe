/**
 * What reception does with the inbox besides reading it, once for the
 * server and the mocks:
 * - a reply to a message goes to the sender by mail, in the language they wrote in, and stays in
 *   the message's history (who, when, what); the message counts as read and answered;
 * - an application's status change may send the applicant the mail of that status (invited:
 *   invitation, rejected: rejection), in their language, only when reception asks for it
 *   (`sendMail`); the change and the mail it sent stay in the application's history.
 * Histories name the staff member (their name then) and are shown to reception only.
 */
import type { Implementations } from '../src/contract/endpoints';
import { LanguageCode, type Localized } from '../src/contract/common';
import { APPLICATION_MAILS, type ApplicationMail, type ApplicationStatus } from '../src/contract/entities/job';
import type { LocationKey } from '../src/contract/entities/practice';
import { nextVersion } from '../src/contract/concurrency';
import { ApiError } from '../src/contract/http';
import { DEFAULT_LOCATION } from '../src/contract/rules/booking';
import { localize } from '../src/i18n/localize';
import { found, stamp } from './admin';
import { basedOn, conflictWith, writeIfCurrent } from './concurrency';
import type { Ctx } from './context';
import { newId } from './ids';
import { sendMail } from './mail/outbox';
import type { Row } from './store';

/** The language a record was submitted in; German for records from before languages were kept. */
const languageOf = (row: Row): LanguageCode => LanguageCode.safeParse(row.language).data ?? 'de';

/** Who did it and when, for a history entry. */
const actor = (ctx: Ctx) => ({ id: newId('event'), at: new Date().toISOString(), by: ctx.user!.name, byId: ctx.user!.id });

const MAIL_OF_STATUS: Partial<Record<ApplicationStatus, ApplicationMail>> = APPLICATION_MAILS;
const TEMPLATE_OF_MAIL = { invitation: 'applicationInvitation', rejection: 'applicationRejection' } as const;

/** The applicant's mail of `mail`: the posting's title in their language, its practice's address and phone. */
async function mailApplicant(ctx: Ctx, application: Row, mail: ApplicationMail) {
  const language = languageOf(application);
  const job = application.jobId ? await ctx.store.collection('jobs').get(String(application.jobId)) : null;
  const jobTitle = job ? localize(job.title as Localized, language) || null : null;
  const to = String(application.email);
  if (mail === 'invitation') {
    const location = (job?.location as LocationKey | undefined) ?? DEFAULT_LOCATION;
    await sendMail(ctx, { to, template: TEMPLATE_OF_MAIL[mail], language, data: { jobTitle, location } });
  } else await sendMail(ctx, { to, template: TEMPLATE_OF_MAIL[mail], language, data: { jobTitle } });
}

export const inboxImpls = {
  'admin.messages.reply': async (ctx) => {
    const messages = ctx.store.collection('messages');
    const message = await found(messages.get(ctx.params.id));
    const language = languageOf(message);
    const reply = { ...actor(ctx), text: ctx.body.text, language };
    // The mail first: if the history could not be written after it, the request fails and the
    // mail is out; staff see the error and the sender has the answer (rather than a history that
    // claims a reply nobody got).
    await sendMail(ctx, {
      to: String(message.email),
      template: 'messageReply',
      language,
      data: { text: ctx.body.text, staffName: ctx.user!.name },
    });
    await messages.append(message.id, 'history', reply);
    return found(messages.update(message.id, { read: true, answeredAt: reply.at, ...stamp(ctx) }));
  },

  'admin.applications.update': async (ctx) => {
    const applications = ctx.store.collection('applications');
    const { sendMail: wanted, ...fields } = ctx.body;
    const mail = wanted ? MAIL_OF_STATUS[fields.status] : undefined;
    // A mail only with a change to invited or rejected: a form saved again (its notes) sends nothing twice.
    const onlyOnChange = () =>
      new ApiError('validation', 'error.validation', [{ path: ['sendMail'], message: 'validation.application.mailStatus' }]);
    if (wanted && !mail) throw onlyOnChange();
    const before = await found(applications.get(ctx.params.id));
    const base = basedOn(ctx);
    if (base !== undefined && before.updatedAt !== base) throw await conflictWith(ctx, 'applications', before);
    const set = { ...fields, ...stamp(ctx) };
    // With a mail the change is claimed atomically: of two simultaneous "invite and mail", one mails.
    // Based on a version (If-Match), the claim also needs the record still to be that version.
    const row = mail
      ? await applications.updateWhere(
          { id: before.id, status: { $ne: fields.status }, ...(base === undefined ? {} : { updatedAt: base }) },
          base === undefined ? set : { ...set, updatedAt: nextVersion(base) },
        )
      : await writeIfCurrent(ctx, 'applications', before.id, set);
    if (!row) {
      const now = await applications.get(before.id);
      if (!now) throw new ApiError('not_found');
      throw base !== undefined && now.updatedAt !== base ? await conflictWith(ctx, 'applications', now) : onlyOnChange();
    }
    if (mail) await mailApplicant(ctx, row, mail);
    if (fields.status === before.status && !mail) return row;
    return found(applications.append(before.id, 'history', { ...actor(ctx), status: fields.status, mail: mail ?? null }));
  },
} satisfies Partial<Implementations<Ctx>>;
