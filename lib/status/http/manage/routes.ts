import {
  ComponentCreateBodySchema,
  ComponentGroupCreateBodySchema,
  ComponentGroupSchema,
  ComponentGroupUpdateBodySchema,
  ComponentUpdateBodySchema,
  IncidentCreateBodySchema,
  IncidentTemplateCreateBodySchema,
  IncidentTemplateSchema,
  IncidentUpdateBodySchema,
  ManageComponentSchema,
  ManageIncidentSchema,
  ManagePageSchema,
  SubscriberCreateBodySchema,
  SubscriberSchema,
  SubscriberUpdateBodySchema,
} from '../../../schemas/status';
import { createComponent, deleteComponent, getComponent, listComponents, updateComponent } from '../../authoring/components';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../../authoring/groups';
import { createIncident, deleteIncident, getIncident, listRoute, updateIncident } from '../../authoring/incidents';
import { getPage, listPages } from '../../authoring/pages';
import {
  createSubscriberRoute,
  deleteSubscriberRoute,
  getSubscriberRoute,
  listSubscriberRoute,
  updateSubscriberRoute,
} from '../../authoring/subscribers';
import { createTemplate, deleteTemplate, listTemplates } from '../../authoring/templates';
import { manageRecord, type AnyManageRecord } from './record';

/**
 * Statuspage's Manage API (v1) as we serve it, one record per method and path. Statuspage accepts PUT wherever it
 * accepts PATCH (the same partial update), so each update is listed under both.
 */

const PAGE = '/pages/:page_id';
const page = { name: 'Page', schema: ManagePageSchema };
const component = { name: 'Component', schema: ManageComponentSchema };
const group = { name: 'ComponentGroup', schema: ComponentGroupSchema };
const incident = { name: 'Incident', schema: ManageIncidentSchema };
const subscriber = { name: 'Subscriber', schema: SubscriberSchema };
const template = { name: 'IncidentTemplate', schema: IncidentTemplateSchema };
const list = <T extends { name: string }>(r: T) => ({ ...r, list: true });
const created = <T extends { name: string }>(r: T) => ({ ...r, status: 201 as const });

const incidentLists = [
  ['listIncidents', '/incidents', 'all', 'Incidents and maintenances, newest first'],
  ['listUnresolvedIncidents', '/incidents/unresolved', 'unresolved', 'Incidents not yet resolved'],
  ['listScheduledIncidents', '/incidents/scheduled', 'maintenances', 'Scheduled maintenances, any state'],
  ['listUpcomingIncidents', '/incidents/upcoming', 'upcoming', 'Maintenances still to come (scheduled)'],
  ['listActiveMaintenances', '/incidents/active_maintenance', 'active', 'Maintenances in progress or verifying'],
] as const;

/** PATCH and PUT for one partial update (`operationId` + `Put` for the second). */
const updates = (build: (method: 'PATCH' | 'PUT', suffix: '' | 'Put') => AnyManageRecord) => [build('PATCH', ''), build('PUT', 'Put')];

export const MANAGE_ROUTES: readonly AnyManageRecord[] = [
  manageRecord({ method: 'GET', pattern: '/pages', operationId: 'listPages', tag: 'pages', summary: 'The page (one per server)', response: list(page), handler: listPages }),
  manageRecord({ method: 'GET', pattern: PAGE, operationId: 'getPage', tag: 'pages', summary: 'The page', response: page, handler: getPage }),

  manageRecord({ method: 'GET', pattern: `${PAGE}/components`, operationId: 'listComponents', tag: 'components', summary: 'Components and groups', response: list(component), handler: listComponents }),
  manageRecord({ method: 'POST', pattern: `${PAGE}/components`, operationId: 'createComponent', tag: 'components', summary: 'Create a component', body: ComponentCreateBodySchema, response: created(component), handler: createComponent }),
  manageRecord({ method: 'GET', pattern: `${PAGE}/components/:component_id`, operationId: 'getComponent', tag: 'components', summary: 'A component', response: component, handler: getComponent }),
  ...updates((method, suffix) => manageRecord({ method, pattern: `${PAGE}/components/:component_id`, operationId: `updateComponent${suffix}`, tag: 'components', summary: 'Update a component (its status too)', body: ComponentUpdateBodySchema, response: component, handler: updateComponent })),
  manageRecord({ method: 'DELETE', pattern: `${PAGE}/components/:component_id`, operationId: 'deleteComponent', tag: 'components', summary: 'Delete a component', response: component, handler: deleteComponent }),

  manageRecord({ method: 'GET', pattern: `${PAGE}/component-groups`, operationId: 'listComponentGroups', tag: 'component groups', summary: 'Component groups', response: list(group), handler: listGroups }),
  manageRecord({ method: 'POST', pattern: `${PAGE}/component-groups`, operationId: 'createComponentGroup', tag: 'component groups', summary: 'Create a group of components', body: ComponentGroupCreateBodySchema, response: created(group), handler: createGroup }),
  manageRecord({ method: 'GET', pattern: `${PAGE}/component-groups/:component_group_id`, operationId: 'getComponentGroup', tag: 'component groups', summary: 'A component group', response: group, handler: getGroup }),
  ...updates((method, suffix) => manageRecord({ method, pattern: `${PAGE}/component-groups/:component_group_id`, operationId: `updateComponentGroup${suffix}`, tag: 'component groups', summary: 'Update a component group', body: ComponentGroupUpdateBodySchema, response: group, handler: updateGroup })),
  manageRecord({ method: 'DELETE', pattern: `${PAGE}/component-groups/:component_group_id`, operationId: 'deleteComponentGroup', tag: 'component groups', summary: 'Delete a group (its components stay)', response: group, handler: deleteGroup }),

  ...incidentLists.map(([operationId, path, which, summary]) =>
    manageRecord({ method: 'GET', pattern: `${PAGE}${path}`, operationId, tag: 'incidents', summary, response: list(incident), handler: listRoute(which) }),
  ),
  manageRecord({ method: 'POST', pattern: `${PAGE}/incidents`, operationId: 'createIncident', tag: 'incidents', summary: 'Create an incident, or a scheduled maintenance (with scheduled_for)', body: IncidentCreateBodySchema, response: created(incident), handler: createIncident }),
  manageRecord({ method: 'GET', pattern: `${PAGE}/incidents/:incident_id`, operationId: 'getIncident', tag: 'incidents', summary: 'An incident or maintenance with its updates', response: incident, handler: getIncident }),
  ...updates((method, suffix) => manageRecord({ method, pattern: `${PAGE}/incidents/:incident_id`, operationId: `updateIncident${suffix}`, tag: 'incidents', summary: 'Move an incident on, post an update, change its components', body: IncidentUpdateBodySchema, response: incident, handler: updateIncident })),
  manageRecord({ method: 'DELETE', pattern: `${PAGE}/incidents/:incident_id`, operationId: 'deleteIncident', tag: 'incidents', summary: 'Delete an incident', response: incident, handler: deleteIncident }),

  manageRecord({ method: 'GET', pattern: `${PAGE}/subscribers`, operationId: 'listSubscribers', tag: 'subscribers', summary: 'Subscribers (`type`: email, webhook, slack, teams, discord)', response: list(subscriber), handler: listSubscriberRoute }),
  manageRecord({ method: 'POST', pattern: `${PAGE}/subscribers`, operationId: 'createSubscriber', tag: 'subscribers', summary: 'Subscribe an e-mail address, a webhook (with its contact e-mail) or a chat channel', body: SubscriberCreateBodySchema, response: created(subscriber), handler: createSubscriberRoute }),
  manageRecord({ method: 'GET', pattern: `${PAGE}/subscribers/:subscriber_id`, operationId: 'getSubscriber', tag: 'subscribers', summary: 'A subscriber', response: subscriber, handler: getSubscriberRoute }),
  ...updates((method, suffix) => manageRecord({ method, pattern: `${PAGE}/subscribers/:subscriber_id`, operationId: `updateSubscriber${suffix}`, tag: 'subscribers', summary: "Change a subscriber's components (none: the whole page)", body: SubscriberUpdateBodySchema, response: subscriber, handler: updateSubscriberRoute })),
  manageRecord({ method: 'DELETE', pattern: `${PAGE}/subscribers/:subscriber_id`, operationId: 'unsubscribe', tag: 'subscribers', summary: 'Unsubscribe', response: subscriber, handler: deleteSubscriberRoute }),

  manageRecord({ method: 'GET', pattern: `${PAGE}/incident_templates`, operationId: 'listIncidentTemplates', tag: 'incident templates', summary: 'Incident templates', response: list(template), handler: listTemplates }),
  manageRecord({ method: 'POST', pattern: `${PAGE}/incident_templates`, operationId: 'createIncidentTemplate', tag: 'incident templates', summary: 'Create an incident template', body: IncidentTemplateCreateBodySchema, response: created(template), handler: createTemplate }),
  manageRecord({ method: 'DELETE', pattern: `${PAGE}/incident_templates/:template_id`, operationId: 'deleteIncidentTemplate', tag: 'incident templates', summary: 'Delete an incident template', response: template, handler: deleteTemplate }),
];

/** A record by its operationId (tests call one endpoint through it). */
export function manageOperation(operationId: string): AnyManageRecord {
  const record = MANAGE_ROUTES.find((r) => r.operationId === operationId);
  if (!record) throw new Error(`no Manage API operation ${operationId}`);
  return record;
}
