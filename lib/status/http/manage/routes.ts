import {
  ComponentCreateBodySchema,
  ComponentGroupCreateBodySchema,
  ComponentGroupSchema,
  ComponentGroupUpdateBodySchema,
  ComponentUpdateBodySchema,
  IncidentCreateBodySchema,
  IncidentSubscriberCreateBodySchema,
  IncidentTemplateCreateBodySchema,
  IncidentTemplateSchema,
  IncidentTemplateUpdateBodySchema,
  IncidentUpdateBodySchema,
  IncidentUpdateEditBodySchema,
  IncidentUpdateSchema,
  ManageComponentSchema,
  ManageIncidentSchema,
  ManagePageSchema,
  PageUpdateBodySchema,
  SubscriberBulkResultSchema,
  SubscriberCountSchema,
  SubscriberCreateBodySchema,
  SubscriberHistogramSchema,
  SubscriberReactivateBodySchema,
  SubscriberResendBodySchema,
  SubscriberSchema,
  SubscriberUnsubscribeBodySchema,
  SubscriberUpdateBodySchema,
} from '../../../schemas/status';
import {
  createComponent,
  deleteComponent,
  getComponent,
  listComponents,
  updateComponent,
} from '../../authoring/components';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../../authoring/groups';
import { createIncident, deleteIncident, getIncident, listRoute, updateIncident } from '../../authoring/incidents';
import {
  createIncidentSubscriber,
  deleteIncidentSubscriber,
  getIncidentSubscriber,
  listIncidentSubscribers,
  resendIncidentSubscriber,
} from '../../authoring/incident-subscribers';
import { editIncidentUpdate } from '../../authoring/incident-updates';
import { getPage, listPages, updatePage } from '../../authoring/pages';
import {
  countSubscriberRoute,
  createSubscriberRoute,
  deleteSubscriberRoute,
  getSubscriberRoute,
  listSubscriberRoute,
  reactivateSubscribersRoute,
  resendSubscriberRoute,
  resendSubscribersRoute,
  subscriberHistogramRoute,
  unsubscribeSubscribersRoute,
  updateSubscriberRoute,
} from '../../authoring/subscribers';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../../authoring/templates';
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
const incidentUpdate = { name: 'IncidentUpdate', schema: IncidentUpdateSchema };
const bulk = { name: 'SubscriberBulkResult', schema: SubscriberBulkResultSchema };
const SUBSCRIBER = `${PAGE}/incidents/:incident_id/subscribers`;
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
const updates = (build: (method: 'PATCH' | 'PUT', suffix: '' | 'Put') => AnyManageRecord) => [
  build('PATCH', ''),
  build('PUT', 'Put'),
];

export const MANAGE_ROUTES: readonly AnyManageRecord[] = [
  manageRecord({
    method: 'GET',
    pattern: '/pages',
    operationId: 'listPages',
    tag: 'pages',
    summary: 'The page (one per server)',
    response: list(page),
    handler: listPages,
  }),
  manageRecord({
    method: 'GET',
    pattern: PAGE,
    operationId: 'getPage',
    tag: 'pages',
    summary: 'The page',
    response: page,
    handler: getPage,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: PAGE,
      operationId: `updatePage${suffix}`,
      tag: 'pages',
      summary:
        "Update the page: name, time_zone and url are the server's settings (a different value is a 422 naming it); Statuspage's branding, domain and SMS fields are a 422",
      body: PageUpdateBodySchema,
      response: page,
      handler: updatePage,
    }),
  ),

  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/components`,
    operationId: 'listComponents',
    tag: 'components',
    summary: 'Components and groups',
    response: list(component),
    handler: listComponents,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/components`,
    operationId: 'createComponent',
    tag: 'components',
    summary: 'Create a component',
    body: ComponentCreateBodySchema,
    response: created(component),
    handler: createComponent,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/components/:component_id`,
    operationId: 'getComponent',
    tag: 'components',
    summary: 'A component',
    response: component,
    handler: getComponent,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/components/:component_id`,
      operationId: `updateComponent${suffix}`,
      tag: 'components',
      summary: 'Update a component (its status too)',
      body: ComponentUpdateBodySchema,
      response: component,
      handler: updateComponent,
    }),
  ),
  manageRecord({
    method: 'DELETE',
    pattern: `${PAGE}/components/:component_id`,
    operationId: 'deleteComponent',
    tag: 'components',
    summary: 'Delete a component',
    response: component,
    handler: deleteComponent,
  }),

  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/component-groups`,
    operationId: 'listComponentGroups',
    tag: 'component groups',
    summary: 'Component groups',
    response: list(group),
    handler: listGroups,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/component-groups`,
    operationId: 'createComponentGroup',
    tag: 'component groups',
    summary: 'Create a group of components',
    body: ComponentGroupCreateBodySchema,
    response: created(group),
    handler: createGroup,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/component-groups/:component_group_id`,
    operationId: 'getComponentGroup',
    tag: 'component groups',
    summary: 'A component group',
    response: group,
    handler: getGroup,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/component-groups/:component_group_id`,
      operationId: `updateComponentGroup${suffix}`,
      tag: 'component groups',
      summary: 'Update a component group',
      body: ComponentGroupUpdateBodySchema,
      response: group,
      handler: updateGroup,
    }),
  ),
  manageRecord({
    method: 'DELETE',
    pattern: `${PAGE}/component-groups/:component_group_id`,
    operationId: 'deleteComponentGroup',
    tag: 'component groups',
    summary: 'Delete a group (its components stay)',
    response: group,
    handler: deleteGroup,
  }),

  ...incidentLists.map(([operationId, path, which, summary]) =>
    manageRecord({
      method: 'GET',
      pattern: `${PAGE}${path}`,
      operationId,
      tag: 'incidents',
      summary,
      response: list(incident),
      handler: listRoute(which),
    }),
  ),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/incidents`,
    operationId: 'createIncident',
    tag: 'incidents',
    summary: 'Create an incident, or a scheduled maintenance (with scheduled_for)',
    body: IncidentCreateBodySchema,
    response: created(incident),
    handler: createIncident,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/incidents/:incident_id`,
    operationId: 'getIncident',
    tag: 'incidents',
    summary: 'An incident or maintenance with its updates',
    response: incident,
    handler: getIncident,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/incidents/:incident_id`,
      operationId: `updateIncident${suffix}`,
      tag: 'incidents',
      summary: 'Move an incident on, post an update, change its components',
      body: IncidentUpdateBodySchema,
      response: incident,
      handler: updateIncident,
    }),
  ),
  manageRecord({
    method: 'DELETE',
    pattern: `${PAGE}/incidents/:incident_id`,
    operationId: 'deleteIncident',
    tag: 'incidents',
    summary: 'Delete an incident',
    response: incident,
    handler: deleteIncident,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/incidents/:incident_id/incident_updates/:incident_update_id`,
      operationId: `updateIncidentUpdate${suffix}`,
      tag: 'incidents',
      summary:
        'Correct a posted update: body, display_at, deliver_notifications (nobody is notified again; wants_twitter_update: true is a 422)',
      body: IncidentUpdateEditBodySchema,
      response: incidentUpdate,
      handler: editIncidentUpdate,
    }),
  ),

  manageRecord({
    method: 'GET',
    pattern: SUBSCRIBER,
    operationId: 'listIncidentSubscribers',
    tag: 'subscribers',
    summary: 'Subscribers to one incident',
    response: list(subscriber),
    handler: listIncidentSubscribers,
  }),
  manageRecord({
    method: 'POST',
    pattern: SUBSCRIBER,
    operationId: 'createIncidentSubscriber',
    tag: 'subscribers',
    summary:
      'Subscribe an e-mail address to one incident (told of its updates only); an address already subscribed answers 200 with a fresh link',
    body: IncidentSubscriberCreateBodySchema,
    response: created(subscriber),
    handler: createIncidentSubscriber,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${SUBSCRIBER}/:subscriber_id`,
    operationId: 'getIncidentSubscriber',
    tag: 'subscribers',
    summary: 'A subscriber to one incident',
    response: subscriber,
    handler: getIncidentSubscriber,
  }),
  manageRecord({
    method: 'DELETE',
    pattern: `${SUBSCRIBER}/:subscriber_id`,
    operationId: 'unsubscribeIncidentSubscriber',
    tag: 'subscribers',
    summary: 'Unsubscribe from the incident',
    response: subscriber,
    handler: deleteIncidentSubscriber,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${SUBSCRIBER}/:subscriber_id/resend_confirmation`,
    operationId: 'resendIncidentSubscriberConfirmation',
    tag: 'subscribers',
    summary: 'Send an unconfirmed incident subscriber a new confirmation link (422 once confirmed)',
    response: subscriber,
    handler: resendIncidentSubscriber,
  }),

  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/subscribers`,
    operationId: 'listSubscribers',
    tag: 'subscribers',
    summary:
      "The page's subscribers (`type`: email, webhook, slack, teams, discord; `state`: active (default), unconfirmed, quarantined, all)",
    response: list(subscriber),
    handler: listSubscriberRoute,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/subscribers/count`,
    operationId: 'countSubscribers',
    tag: 'subscribers',
    summary: 'How many subscribers of each kind (`type`, `state` as the list)',
    response: { name: 'SubscriberCountByType', schema: SubscriberCountSchema },
    handler: countSubscriberRoute,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/subscribers/histogram_by_state`,
    operationId: 'subscriberHistogramByState',
    tag: 'subscribers',
    summary: 'Subscribers of each kind by state',
    response: { name: 'SubscriberCountByTypeAndState', schema: SubscriberHistogramSchema },
    handler: subscriberHistogramRoute,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/subscribers/resend_confirmation`,
    operationId: 'resendSubscriberConfirmations',
    tag: 'subscribers',
    summary: 'A new confirmation link to each unconfirmed subscriber named ("all" or ids); answers whom',
    body: SubscriberResendBodySchema,
    response: bulk,
    handler: resendSubscribersRoute,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/subscribers/reactivate`,
    operationId: 'reactivateSubscribers',
    tag: 'subscribers',
    summary: 'Deliver to quarantined subscribers again ("all" or ids, optionally of one `type`); answers whom',
    body: SubscriberReactivateBodySchema,
    response: bulk,
    handler: reactivateSubscribersRoute,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/subscribers/unsubscribe`,
    operationId: 'unsubscribeSubscribers',
    tag: 'subscribers',
    summary: 'Unsubscribe many ("all" or ids, narrowed by `type` and `state`); answers whom',
    body: SubscriberUnsubscribeBodySchema,
    response: bulk,
    handler: unsubscribeSubscribersRoute,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/subscribers`,
    operationId: 'createSubscriber',
    tag: 'subscribers',
    summary: 'Subscribe an e-mail address, a webhook (with its contact e-mail) or a chat channel',
    body: SubscriberCreateBodySchema,
    response: created(subscriber),
    handler: createSubscriberRoute,
  }),
  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/subscribers/:subscriber_id`,
    operationId: 'getSubscriber',
    tag: 'subscribers',
    summary: 'A subscriber',
    response: subscriber,
    handler: getSubscriberRoute,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/subscribers/:subscriber_id`,
      operationId: `updateSubscriber${suffix}`,
      tag: 'subscribers',
      summary: "Change a subscriber's components (none: the whole page)",
      body: SubscriberUpdateBodySchema,
      response: subscriber,
      handler: updateSubscriberRoute,
    }),
  ),
  manageRecord({
    method: 'DELETE',
    pattern: `${PAGE}/subscribers/:subscriber_id`,
    operationId: 'unsubscribe',
    tag: 'subscribers',
    summary: 'Unsubscribe',
    response: subscriber,
    handler: deleteSubscriberRoute,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/subscribers/:subscriber_id/resend_confirmation`,
    operationId: 'resendSubscriberConfirmation',
    tag: 'subscribers',
    summary: 'Send an unconfirmed subscriber a new confirmation link (422 once confirmed)',
    response: subscriber,
    handler: resendSubscriberRoute,
  }),

  manageRecord({
    method: 'GET',
    pattern: `${PAGE}/incident_templates`,
    operationId: 'listIncidentTemplates',
    tag: 'incident templates',
    summary: 'Incident templates',
    response: list(template),
    handler: listTemplates,
  }),
  manageRecord({
    method: 'POST',
    pattern: `${PAGE}/incident_templates`,
    operationId: 'createIncidentTemplate',
    tag: 'incident templates',
    summary: 'Create an incident template',
    body: IncidentTemplateCreateBodySchema,
    response: created(template),
    handler: createTemplate,
  }),
  ...updates((method, suffix) =>
    manageRecord({
      method,
      pattern: `${PAGE}/incident_templates/:template_id`,
      operationId: `updateIncidentTemplate${suffix}`,
      tag: 'incident templates',
      summary: 'Change an incident template (ours: Statuspage has no template edit)',
      body: IncidentTemplateUpdateBodySchema,
      response: template,
      handler: updateTemplate,
    }),
  ),
  manageRecord({
    method: 'DELETE',
    pattern: `${PAGE}/incident_templates/:template_id`,
    operationId: 'deleteIncidentTemplate',
    tag: 'incident templates',
    summary: 'Delete an incident template',
    response: template,
    handler: deleteTemplate,
  }),
];

/** A record by its operationId (tests call one endpoint through it). */
export function manageOperation(operationId: string): AnyManageRecord {
  const record = MANAGE_ROUTES.find((r) => r.operationId === operationId);
  if (!record) throw new Error(`no Manage API operation ${operationId}`);
  return record;
}
