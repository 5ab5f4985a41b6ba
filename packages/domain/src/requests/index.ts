export * from './account.requests.ts';
export * from './crafted-product.requests.ts';
export * from './managed-user.requests.ts';
export * from './order.requests.ts';
export * from './photo.requests.ts';
export * from './accounting.requests.ts';
