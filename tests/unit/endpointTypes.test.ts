/**
 * The endpoint table's types (src/contract/README.md). These assertions are checked by `tsc` (npm run
 * typecheck): a wrong body or a wrong answer type fails the typecheck, not a run.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AnswerOf,
  BodyOf,
  EndpointId,
  Implementation,
  ParamsOf,
  QueryOf,
  ResourceName,
  ResultOf,
} from '../../src/contract/endpoints';
import type { AppointmentRequestInput } from '../../src/contract/entities/appointment';
import type { Treatment } from '../../src/contract/entities/treatment';
import type { FileReply, Reply } from '../../src/contract/http';
import { call } from '../../src/lib/api';

// Never called: only compiled. A call needs a network.
const typedCalls = () => {
  // @ts-expect-error not an endpoint id
  void call('appointments.crate');
  // @ts-expect-error the body is required by the contract
  void call('appointments.create');
  // @ts-expect-error a field the request does not have
  void call('appointments.create', { body: { firstName: 'A', nickname: 'x' } });
  // @ts-expect-error an endpoint without a body takes none
  void call('practice.info', { body: { any: 1 } });
  // @ts-expect-error path parameters are required where the path has them
  void call('treatments.bySlug');
  return {
    created: call('appointments.create', { body: {} as AppointmentRequestInput }),
    treatment: call('treatments.bySlug', { params: { slug: 'bruxismus' } }),
    info: call('practice.info'),
  };
};

describe('endpoint types', () => {
  it('ids are literals, including the generated admin CRUD entries', () => {
    expectTypeOf<'appointments.create'>().toExtend<EndpointId>();
    expectTypeOf<'admin.treatments.list'>().toExtend<EndpointId>();
    expectTypeOf<'admin.appointments.update'>().toExtend<EndpointId>();
    // Singletons have no create or delete; the staff cannot create appointments (the public does).
    expectTypeOf<'admin.settings.create'>().not.toExtend<EndpointId>();
    expectTypeOf<'admin.appointments.create'>().not.toExtend<EndpointId>();
    expectTypeOf<'settings'>().toExtend<ResourceName>();
  });

  it('call infers the answer from the id, without the { data } envelope', () => {
    expectTypeOf(typedCalls).toBeFunction();
    type Calls = ReturnType<typeof typedCalls>;
    expectTypeOf<Calls['created']>().resolves.toEqualTypeOf<{ id: string; status?: string | undefined }>();
    expectTypeOf<Calls['treatment']>().resolves.toEqualTypeOf<Treatment>();
    expectTypeOf<AnswerOf<'admin.treatments.list'>>().toEqualTypeOf<Treatment[]>();
  });

  it('implementations receive the validated parts of their endpoint', () => {
    expectTypeOf<ParamsOf<'treatments.bySlug'>>().toEqualTypeOf<{ slug: string }>();
    expectTypeOf<BodyOf<'appointments.create'>['treatmentType']>().toEqualTypeOf<AppointmentRequestInput['treatmentType']>();
    expectTypeOf<BodyOf<'practice.info'>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<'admin.jobs.list'>>().toHaveProperty('filter');
    expectTypeOf<ResultOf<'media.file'>>().toEqualTypeOf<FileReply>();
    type Create = Implementation<'appointments.create', { lang: string }>;
    expectTypeOf<Parameters<Create>[0]['body']['email']>().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<Create>>().toExtend<unknown>();
    expectTypeOf<Reply<{ id: string }>>().toExtend<ReturnType<Create>>();
  });
});
