export { adminProcedure, adminEnrolmentProcedure, authProcedure, type AdminApiContext } from "./auth/admin-procedure";
