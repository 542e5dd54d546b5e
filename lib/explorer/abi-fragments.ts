/**
 * ABI fragments of the standards and contracts most calls on an EVM ledger go through, in human-readable form
 * (viem's parseAbi reads them). With these the explorer names a call, its arguments and its events without a
 * contract's own ABI or a signature database. Names of parameters follow the EIPs and the reference contracts
 * (OpenZeppelin, WETH9, Uniswap V2), since the reader sees them.
 */

export const KNOWN_FUNCTIONS = [
  // ERC-20 (EIP-20)
  'function transfer(address to, uint256 value) returns (bool)',
  'function transferFrom(address from, address to, uint256 value) returns (bool)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  // ERC-721 (EIP-721)
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  // ERC-1155 (EIP-1155)
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function uri(uint256 id) view returns (string)',
  // Mintable, burnable and wrapped tokens (OpenZeppelin, WETH9), staking and reward contracts
  'function mint(address to, uint256 amount)',
  'function burn(uint256 amount)',
  'function deposit() payable',
  'function withdraw(uint256 amount)',
  'function stake(uint256 amount)',
  'function claim()',
  // Uniswap V2 router
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
] as const;

/**
 * ERC-20 and ERC-721 share the Transfer and Approval signatures (so topic0); ERC-721 indexes the token id, so the
 * number of topics tells them apart.
 */
export const KNOWN_EVENTS = [
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
] as const;

/** Custom errors of OpenZeppelin 5's token and access contracts; Error(string) and Panic(uint256) viem knows itself. */
export const KNOWN_ERRORS = [
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error OwnableUnauthorizedAccount(address account)',
] as const;
