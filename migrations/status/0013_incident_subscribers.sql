-- Subscribers to one incident (Statuspage's /incidents/{id}/subscribers, issue 29): told of that incident's updates
-- only, never of other incidents or of component changes, and gone with the incident. An address may follow the
-- page and an incident separately, so the one-row-per-address rule is per incident (the page counting as none).
ALTER TABLE status.subscriber ADD COLUMN incident_id text REFERENCES status.incident (id) ON DELETE CASCADE;
CREATE INDEX subscriber__incident ON status.subscriber (incident_id) WHERE incident_id IS NOT NULL;
DROP INDEX status.subscriber__email;
CREATE UNIQUE INDEX subscriber__email ON status.subscriber (lower(email), coalesce(incident_id, '')) WHERE mode = 'email';
