-- The importer's own record of its migrations, with the Mirror Node's columns. The service reads one fact from it:
-- whether the weibar migration of importer 0.151 ran (ConvertEthereumTransactionToWeiBarMigration), i.e. whether
-- ethereum_transaction holds raw weibars or tinybars. A ledger written by our demo generator gets that row from it;
-- the recorded 0.145 corpus, written by an older importer, has none and stays in tinybars.
CREATE TABLE IF NOT EXISTS flyway_schema_history (
  installed_rank integer NOT NULL PRIMARY KEY,
  version character varying(50),
  description character varying(200) NOT NULL,
  type character varying(20) NOT NULL,
  script character varying(1000) NOT NULL,
  checksum integer,
  installed_by character varying(100) NOT NULL,
  installed_on timestamp without time zone DEFAULT now() NOT NULL,
  execution_time integer NOT NULL,
  success boolean NOT NULL
);

-- Importer 0.147 renamed the hook type LAMBDA to EVM (HIP-1195); an operator's older schema keeps LAMBDA, which the
-- hooks read answers as EVM. Column defaults name the enum's member, not its label, so they follow the rename.
ALTER TYPE hook_type RENAME VALUE 'LAMBDA' TO 'EVM';
