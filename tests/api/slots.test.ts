/**
 * Appointment slots are the server's to enforce: only a free slot the form offers
 * (opening hours, booking horizon, not past), once, decided atomically between simultaneous
 * requests; a cancelled request frees its slot (by reception's step); a few open requests per person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKING_HORIZON_DAYS, todayInBerlin } from '../../src/contract/constants';
import { MAX_OPEN_REQUESTS, REQUESTS_PER_CLIENT_PER_DAY, TOO_MANY_FROM_CLIENT } from '../../src/contract/rules/booking';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('slots');
});
afterAll(() => h?.close());

type Slot = { date: string; time: string; location: string; available: boolean };
let person = 0;
/** A request from a new person each time (so the per-person cap does not interfere). */
const request = (slot: Pick<Slot, 'date' | 'time'> & { location?: string }, who = ++person) => ({
  firstName: 'Maria',
  lastName: `Muster ${who}`,
  email: `maria.${who}@example.org`,
  phone: `+49 89 555${String(who).padStart(4, '0')}`,
  treatmentType: 'checkup',
  preferredDate: slot.date,
  preferredTime: slot.time,
  location: slot.location ?? 'oberfoehring',
});
const book = (body: object) => api(h.target, 'POST', '/api/v1/appointments', { body });
const slots = async (location = 'oberfoehring', from = addDays(todayInBerlin(), 1)): Promise<Slot[]> =>
  (await api(h.target, 'GET', `/api/v1/contact/appointment-slots?from=${from}&days=14&location=${location}`)).json.data;
const freeSlots = async (location?: string) => (await slots(location)).filter((s) => s.available);
/** A weekday the practice is closed (the seeded plan closes on Sundays). */
const nextSunday = () => {
  let d = addDays(todayInBerlin(), 1);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 0) d = addDays(d, 1);
  return d;
};

describe('appointment requests take only a free slot of the opening hours', () => {
  it('refuses 03:17, the year 9999, a past date, a closed day and a date past the horizon with 400', async () => {
    const open = (await freeSlots())[0]!;
    const cases: [string, object, string][] = [
      ['03:17', request({ date: open.date, time: '03:17' }), 'validation.booking.slot'],
      ['03:00 (a valid time, outside the hours)', request({ date: open.date, time: '03:00' }), 'validation.booking.slot'],
      ['year 9999', request({ date: '9999-12-31', time: open.time }), 'validation.booking.dateTooFar'],
      ['past', request({ date: addDays(todayInBerlin(), -1), time: open.time }), 'validation.booking.datePast'],
      ['closed day', request({ date: nextSunday(), time: '10:00' }), 'validation.booking.slot'],
      [
        'past the horizon',
        request({ date: addDays(todayInBerlin(), BOOKING_HORIZON_DAYS + 7), time: open.time }),
        'validation.booking.dateTooFar',
      ],
    ];
    const before = await h.db.collection('appointments').countDocuments();
    for (const [name, body, message] of cases) {
      const r = await book(body);
      expect(r.status, name).toBe(400);
      expect(
        r.json.issues.map((i: { message: string }) => i.message),
        name,
      ).toContain(message);
    }
    expect(await h.db.collection('appointments').countDocuments()).toBe(before);
  });

  it('gives one slot once: the second request gets 409 with the message the form shows, and the slot is no longer offered', async () => {
    const slot = (await freeSlots())[0]!;
    expect((await book(request(slot))).status).toBe(201);
    const second = await book(request(slot));
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'duplicate', message: 'error.booking.slotTaken' });
    // The practice has two locations: a request must say which.
    const { location: _location, ...withoutLocation } = request(slot);
    const without = await book(withoutLocation);
    expect(without.status).toBe(400);
    expect(without.json.issues).toEqual([{ path: ['location'], message: 'validation.booking.location' }]);
    expect((await slots()).find((s) => s.date === slot.date && s.time === slot.time)!.available).toBe(false);
    // The other location's slot at that time is still free.
    expect((await book(request({ ...slot, location: 'schwabing' }))).status).toBe(201);
  });

  it('of 10 simultaneous requests for one slot exactly one gets 201, the others 409', async () => {
    const slot = (await freeSlots('schwabing'))[3]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(request(slot))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(
      await h.db
        .collection('appointments')
        .countDocuments({ preferredDate: slot.date, preferredTime: slot.time, location: 'schwabing' }),
    ).toBe(1);
  });

  it('frees the slot of a request staff cancel', async () => {
    const slot = (await freeSlots())[5]!;
    const first = await book(request(slot));
    expect(first.status).toBe(201);
    expect((await book(request(slot))).status).toBe(409);
    const token = await login(h.target, 'reception');
    const cancelled = await api(h.target, 'POST', `/api/v1/admin/appointments/${first.json.data.id}/actions`, {
      token,
      body: { action: 'cancel' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).not.toHaveProperty('slotKey');
    expect((await slots()).find((s) => s.date === slot.date && s.time === slot.time)!.available).toBe(true);
    expect((await book(request(slot))).status).toBe(201);
  });

  it('keeps requests stored before slots were held editable, also two that share one slot', async () => {
    const slot = (await freeSlots())[7]!;
    // As older data has them: open, no slotKey, the same slot twice.
    const legacy = (id: string) => ({
      _id: id as never,
      ...request(slot),
      status: 'new',
      language: 'de',
      createdAt: new Date().toISOString(),
    });
    await h.db.collection('appointments').insertMany([legacy('appo-legacy-1'), legacy('appo-legacy-2')]);
    const token = await login(h.target, 'reception');
    for (const id of ['appo-legacy-1', 'appo-legacy-2']) {
      const edited = await api(h.target, 'POST', `/api/v1/admin/appointments/${id}/actions`, {
        token,
        body: { action: 'contacted' },
      });
      expect(edited.status, id).toBe(200);
      const noted = await api(h.target, 'PUT', `/api/v1/admin/appointments/${id}`, { token, body: { notes: 'Rückruf morgen' } });
      expect(noted.status, id).toBe(200);
    }
  });

  it(`allows ${MAX_OPEN_REQUESTS} open requests per e-mail address or phone number, then 409`, async () => {
    const free = (await freeSlots()).slice(8);
    const who = 9000;
    for (let i = 0; i < MAX_OPEN_REQUESTS; i++) expect((await book(request(free[i]!, who))).status).toBe(201);
    // The same address in another spelling, or the same number written differently, is the same person.
    const sameEmail = { ...request(free[5]!, who + 1), email: `MARIA.${who}@Example.org` };
    const samePhone = { ...request(free[6]!, who + 2), phone: `089 555${who}` };
    for (const body of [request(free[4]!, who), sameEmail, samePhone]) {
      const r = await book(body);
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('error.booking.tooManyOpen');
    }
    expect((await book(request(free[7]!))).status).toBe(201); // someone else still can
  });
});

describe('appointment requests per client and day', () => {
  // Clients at their own addresses (the harness believes X-Forwarded-For from itself), with the
  // production default of requests per client.
  let c: Harness;
  beforeAll(async () => {
    c = await startHarness('slots_clients', {
      TRUST_PROXY: '127.0.0.1',
      BOOKING_REQUESTS_PER_CLIENT_PER_DAY: REQUESTS_PER_CLIENT_PER_DAY,
    });
  });
  afterAll(() => c?.close());
  const bookFrom = (client: string, body: object) =>
    api(c.target, 'POST', '/api/v1/appointments', { body, headers: { 'X-Forwarded-For': client } });

  it(`refuses a client's request past ${REQUESTS_PER_CLIENT_PER_DAY} a day whatever names it gives, and shows reception its requests together`, async () => {
    const free = (
      (
        await api(
          c.target,
          'GET',
          `/api/v1/contact/appointment-slots?from=${addDays(todayInBerlin(), 1)}&days=14&location=oberfoehring`,
        )
      ).json.data as Slot[]
    ).filter((s) => s.available);
    const holder = '203.0.113.50';
    const ids: string[] = [];
    for (let i = 0; i < REQUESTS_PER_CLIENT_PER_DAY; i++) {
      const r = await bookFrom(holder, request(free[i]!)); // a new name, e-mail and phone each time
      expect(r.status).toBe(201);
      ids.push(r.json.data.id);
    }
    const refused = await bookFrom(holder, request(free[REQUESTS_PER_CLIENT_PER_DAY]!));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TOO_MANY_FROM_CLIENT);
    // The slot it asked for is still free, for someone else.
    expect((await bookFrom('198.51.100.7', request(free[REQUESTS_PER_CLIENT_PER_DAY]!))).status).toBe(201);
    // A request that lost its slot does not use up one of the client's: the next one still goes in.
    const other = '203.0.113.51';
    expect((await bookFrom(other, request(free[0]!))).status).toBe(409); // taken
    for (let i = 0; i < REQUESTS_PER_CLIENT_PER_DAY; i++)
      expect((await bookFrom(other, request(free[REQUESTS_PER_CLIENT_PER_DAY + 1 + i]!))).status).toBe(201);

    // Reception sees the holder's requests as one client's, numbered, and finds them by that group.
    const reception = await login(c.target, 'reception');
    const rows = await Promise.all(
      ids.map(async (id) => (await api(c.target, 'GET', `/api/v1/admin/appointments/${id}`, { token: reception })).json),
    );
    expect(rows.map((r) => r.clientRequestNumber)).toEqual([1, 2, 3]);
    expect(new Set(rows.map((r) => r.clientGroup)).size).toBe(1);
    const filter = encodeURIComponent(JSON.stringify({ clientGroup: rows[0].clientGroup }));
    const group = (await api(c.target, 'GET', `/api/v1/admin/appointments?filter=${filter}`, { token: reception })).json;
    expect(group.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
    // Kept apart from the requests: no address, only a hash per client and day that expires.
    const kept = JSON.stringify(await c.db.collection('bookingClients').find().toArray());
    expect(kept).not.toContain(holder);
    expect(JSON.stringify(await c.db.collection('appointments').find().toArray())).not.toContain(holder);
  });
});
