/**
 * Mirror Node endpoints this server knows but cannot answer yet: the opcode trace re-executes a recorded transaction
 * (lib/evm runs calls, not yet recorded transactions). It answers 501 naming what is missing, so a client can tell
 * "not supported here" from a wrong URL (404) or a wrong method (405).
 */
interface UnsupportedEndpoint {
  methods: readonly string[];
  path: RegExp;
  message: string;
}

const UNSUPPORTED: readonly UnsupportedEndpoint[] = [
  {
    methods: ['GET', 'HEAD'],
    path: /^\/api\/v1\/contracts\/results\/[^/]+\/opcodes$/,
    message: 'Not implemented: /api/v1/contracts/results/{transactionIdOrHash}/opcodes re-executes the transaction in an EVM, which this server does not run',
  },
];

/** The 501 message for this request, or null when the endpoint is not one of them. */
export function unsupportedMessage(method: string, pathname: string): string | null {
  return UNSUPPORTED.find((e) => e.methods.includes(method) && e.path.test(pathname))?.message ?? null;
}
