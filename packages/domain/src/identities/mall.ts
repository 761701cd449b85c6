import { moduleIdentity } from '../identity';

// The mall (placeholders of the spec).

export const mallIdentity = moduleIdentity({
  name: 'mall',
  screens: [
    { key: 'mall-product', path: '/mall/product', group: 'mall', title: ['商品管理', 'Products'] },
    { key: 'mall-reserve', path: '/mall/reserve', group: 'mall', title: ['预约管理', 'Reservations'] },
    { key: 'mall-service', path: '/mall/service', group: 'mall', title: ['服务管理', 'Services'] },
    { key: 'mall-trade', path: '/mall/trade', group: 'mall', title: ['交易管理', 'Trades'] },
    { key: 'mall-aftersales', path: '/mall/aftersales', group: 'mall', title: ['售后管理', 'After-sales'] },
    { key: 'mall-material', path: '/mall/material', group: 'mall', title: ['航材商城', 'Parts shop'] },
    { key: 'mall-evaluate', path: '/mall/evaluate', group: 'mall', title: ['评价管理', 'Reviews'] },
    { key: 'mall-show', path: '/mall/show', group: 'mall', title: ['展示管理', 'Showcase'] },
    { key: 'mall-onestop', path: '/mall/onestop', group: 'mall', title: ['一站式服务', 'One-stop service'] },
  ],
});
