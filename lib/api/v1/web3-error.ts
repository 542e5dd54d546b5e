import type { Web3ErrorResponse } from '../../schemas/v1/contract-call';

/** An error answered in the web3 module's shape: every message has `message`, `detail` and `data`, empty strings kept. */
export class Web3Error extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly data = '',
  ) {
    super(detail || title);
  }

  get body(): Web3ErrorResponse {
    return { _status: { messages: [{ message: this.title, detail: this.detail, data: this.data }] } };
  }
}
