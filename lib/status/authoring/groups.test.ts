import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ComponentGroupSchema, ManageComponentSchema } from '../../schemas/status';
import { components } from '../read/v2';
import { fresh, callManage, closeTestDb, openTestContext, type TestContext } from '../testing';

let ctx: TestContext;
let pageId: string;
beforeEach(async () => {
  ctx = await openTestContext();
  pageId = (await fresh(ctx, components)).page.id;
});
afterAll(closeTestDb);

const newComponent = async (name: string) => {
  const r = await callManage(ctx, 'createComponent')('POST', { page_id: pageId }, { component: { name } });
  expect(r.status).toBe(201);
  return ManageComponentSchema.parse(await r.json());
};

describe('components and component groups', () => {
  it('creates, regroups and deletes groups; their components stay', async () => {
    const api = await newComponent('API');
    const web = await newComponent('Web');
    const created = await callManage(ctx, 'createComponentGroup')(
      'POST',
      { page_id: pageId },
      {
        description: 'Customer facing',
        component_group: { name: 'Apps', components: [api.id] },
      },
    );
    const group = ComponentGroupSchema.parse(await created.json());
    expect(group).toMatchObject({ name: 'Apps', description: 'Customer facing', components: [api.id] });

    const params = { page_id: pageId, component_group_id: group.id };
    const moved = await callManage(ctx, 'updateComponentGroup')('PATCH', params, {
      component_group: { components: [web.id] },
    });
    expect(ComponentGroupSchema.parse(await moved.json()).components).toEqual([web.id]);
    const listed = (await fresh(ctx, components)).components;
    expect(listed.find((c) => c.id === api.id)?.group_id).toBeNull();
    expect(listed.find((c) => c.id === web.id)?.group_id).toBe(group.id);

    const nested = await callManage(ctx, 'updateComponentGroup')('PATCH', params, {
      component_group: { components: [group.id] },
    });
    expect(nested.status).toBe(422);
    expect((await callManage(ctx, 'deleteComponentGroup')('DELETE', params)).status).toBe(200);
    expect(await (await callManage(ctx, 'listComponentGroups')('GET', { page_id: pageId })).json()).toHaveLength(1); // Individual Nodes
    expect((await fresh(ctx, components)).components.find((c) => c.id === web.id)?.group_id).toBeNull();
  });

  it('updates with optimistic versions and deletes authored components', async () => {
    const web = await newComponent('Web');
    const params = { page_id: pageId, component_id: web.id };
    const update = callManage(ctx, 'updateComponent');
    const ok = await update('PATCH', params, { component: { description: 'Site', version: web.version } });
    expect(ManageComponentSchema.parse(await ok.json())).toMatchObject({
      description: 'Site',
      version: web.version + 1,
    });
    expect((await update('PATCH', params, { component: { name: 'W', version: web.version } })).status).toBe(409);
    const badGroup = await update('PATCH', params, { component: { group_id: web.id } });
    expect(((await badGroup.json()) as { error: string }).error).toMatch(/^component\.group_id/);
    expect((await callManage(ctx, 'deleteComponent')('DELETE', params)).status).toBe(200);
    const all = (await (await callManage(ctx, 'listComponents')('GET', { page_id: pageId })).json()) as {
      id: string;
    }[];
    expect(all.some((c) => c.id === web.id)).toBe(false);
  });
});
