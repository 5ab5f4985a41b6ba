import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_HEADER } from '../lib/problem.ts';

export type AlertAction = 'created' | 'updated' | 'deleted';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * JHipster's alert headers: `X-fotoobrazApp-alert` names the message the client shows
     * (`fotoobrazApp.frame.created`), `X-fotoobrazApp-params` its parameter (an id, a login).
     */
    alert(action: AlertAction, entityName: string, param: string | number): FastifyReply;
  }
}

/** User management's messages sit at the top of the client's texts, as in JHipster. */
const USER_MANAGEMENT = 'userManagement';

export const registerAlerts = (app: FastifyInstance): void => {
  app.decorateReply(
    'alert',
    function (this: FastifyReply, action: AlertAction, entityName: string, param: string | number) {
      const key =
        entityName === USER_MANAGEMENT
          ? `${USER_MANAGEMENT}.${action}`
          : `fotoobrazApp.${entityName}.${action}`;
      return this.header(`${APP_HEADER}-alert`, key).header(`${APP_HEADER}-params`, String(param));
    },
  );
};
