--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Data for Name: address_book; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.address_book (start_consensus_timestamp, end_consensus_timestamp, file_id, node_count, file_data) VALUES (1, NULL, 101, 1, '\x5c7839376331666330613665643535353162633833313537313332356539626462333635643036383033313030646332303634383634306261323463653639373530');
INSERT INTO public.address_book (start_consensus_timestamp, end_consensus_timestamp, file_id, node_count, file_data) VALUES (2, NULL, 102, 1, '\x5c7839376331666330613665643535353162633833313537313332356539626462333635643036383033313030646332303634383634306261323463653639373530');
INSERT INTO public.address_book (start_consensus_timestamp, end_consensus_timestamp, file_id, node_count, file_data) VALUES (187654000123456, NULL, 101, 2, '\x5c7839376331666330613665643535353162633833313537313332356539626462333635643036383033313030646332303634383634306261323463653639373530');
INSERT INTO public.address_book (start_consensus_timestamp, end_consensus_timestamp, file_id, node_count, file_data) VALUES (187654000123457, NULL, 102, 2, '\x5c7839376331666330613665643535353162633833313537313332356539626462333635643036383033313030646332303634383634306261323463653639373530');


--
-- Data for Name: address_book_entry; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (1, NULL, '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 0, 3, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 0);
INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (2, '0.0.3', '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 0, 3, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 0);
INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (187654000123456, NULL, '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 0, 3, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 0);
INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (187654000123456, '0.0.3', '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 1, 4, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 0);
INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (187654000123457, '0.0.3', '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 0, 3, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 0);
INSERT INTO public.address_book_entry (consensus_timestamp, memo, public_key, node_id, node_account_id, node_cert_hash, description, stake) VALUES (187654000123457, '0.0.4', '4a5ad514f0957fa170a676210c9bdbddf3bc9519702cf915fa6767a40463b96f', 1, 4, '\x303164313733373533383130633061616537393462613732643534343363323932653966663936326230313034363232306464393966353831363432323639366530353639633937376532663136396531653536383861666338663461613136', 'description', 10);


--
-- Data for Name: address_book_service_endpoint; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (1, '127.0.0.1', 0, 50211, '');
INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (2, '128.0.0.1', 0, 50212, '');
INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (187654000123456, '127.0.0.3', 0, 50213, '');
INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (187654000123456, '127.0.0.4', 1, 50214, '');
INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (187654000123457, '128.0.0.5', 0, 50215, '');
INSERT INTO public.address_book_service_endpoint (consensus_timestamp, ip_address_v4, node_id, port, domain_name) VALUES (187654000123457, '128.0.0.6', 1, 50216, '');


--
-- Data for Name: node; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.node (admin_key, created_timestamp, deleted, node_id, timestamp_range, decline_reward, grpc_proxy_endpoint, account_id) VALUES ('\x3200', 1664365660048674966, false, 0, '[0,)', false, '{"port": 80, "domain_name": "node1.hedera.com", "ip_address_v4": ""}', NULL);
INSERT INTO public.node (admin_key, created_timestamp, deleted, node_id, timestamp_range, decline_reward, grpc_proxy_endpoint, account_id) VALUES ('\x3200', 1664365660048674967, false, 1, '[0,)', true, '{"port": 80, "domain_name": "node2.hedera.com", "ip_address_v4": ""}', 5);


--
-- Data for Name: node_stake; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.node_stake (consensus_timestamp, epoch_day, node_id, reward_rate, stake, stake_rewarded, staking_period, max_stake, min_stake, stake_not_rewarded) VALUES (187654000123456, 3, 0, 5, 12, 4, 86399999999999, 2000, 1, 8);
INSERT INTO public.node_stake (consensus_timestamp, epoch_day, node_id, reward_rate, stake, stake_rewarded, staking_period, max_stake, min_stake, stake_not_rewarded) VALUES (1655164800000000005, 4, 0, 6, 13, 5, 1655164799999999999, 5000, 10, 8);


--
-- PostgreSQL database dump complete
--



UPDATE public.node SET associated_registered_nodes = '{1,4}' WHERE node_id = 0;
