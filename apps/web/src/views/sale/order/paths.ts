export const ORDER_LIST_PATH = '/sale/order';
export const orderDetailPath = (id: number) => `/sale/order/detail/${id}`;
