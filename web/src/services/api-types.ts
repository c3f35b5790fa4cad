/**
 * Generated from docs/openapi.json by `npm run gen:api` (scripts/gen-api.mjs). Do not edit.
 */

export interface paths {
    "/api/base/apiKey/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an API key for the caller's enterprise (owners and admins; at most 20 active). */
        post: operations["apiKeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/apiKey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's API keys, newest first, revoked ones included (never a key itself). */
        post: operations["apiKeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/apiKey/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes a key of the caller's enterprise: its next call answers -5. Revoking it again answers the same. */
        post: operations["apiKeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/cancelRest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the batch's orders still waiting for consent: one refund entry. */
        post: operations["batchCancelRest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/confirmDuplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders candidates ordered in the last 30 days again anyway, per row or
         *     for all (as `confirmDuplicate` on the single order form).
         */
        post: operations["batchConfirmDuplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads and validates a file of candidates; nothing is charged yet. */
        post: operations["batchCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The batch: counts, progress while submitting, orders by status. */
        post: operations["batchDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every row of the batch with its order's status and result (PII masked). */
        post: operations["batchExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/fixRow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces a row's candidate; the row is re-validated at once. */
        post: operations["batchFixRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's batches, newest first, with their counts and progress. */
        post: operations["batchList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rows with problems as a file in the template's layout (the values as
         *     they are in the batch, a problem column in both languages), to correct
         *     and upload again. Personal data: only for members who may change batches;
         *     the link names no candidate.
         */
        post: operations["batchProblems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/removeProblemRows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves out every row that still has a problem, in one change of the batch. */
        post: operations["batchRemoveProblemRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/removeRow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves a row out: it is neither charged nor ordered. */
        post: operations["batchRemoveRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The batch's rows in file order (PII masked), or only those with problems;
         *     for members who may change batches, a row with problems carries the
         *     values of its problem fields (`values`).
         */
        post: operations["batchRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charges the valid rows as one ledger entry and starts the fan-out. */
        post: operations["batchSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/batch/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The package's batch template: a note, the header, an example row. */
        get: operations["batchTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/candidate/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the candidate is asked to authorize, and by whom. */
        post: operations["candidateDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/candidate/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disputes findings of a declined report (once per decline, within 7 days); an analyst reviews it. */
        post: operations["candidateDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/candidate/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The findings of the report that concern the candidate (items not green), and any dispute. */
        post: operations["candidateFindings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/candidate/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the authorization: the order is authorized and the checks start. */
        post: operations["candidateSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/candidate/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws consent: the check stops. */
        post: operations["candidateWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/data/queryDictList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists the entries of one dictionary, in display order. */
        post: operations["query_dict_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/data/querySphereConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public site configuration as a flat key → value object. */
        get: operations["query_sphere_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/acceptContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records who accepted which contract version, when and from which network. */
        post: operations["enterpriseAcceptContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/auditLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who did what to the account, newest first (20 a page). */
        post: operations["enterpriseAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The current service contract, in the request's language. */
        post: operations["enterpriseContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates the caller's enterprise; the caller becomes its owner and the
         *     session switches to it.
         */
        post: operations["enterpriseCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The session's current enterprise. */
        post: operations["enterpriseDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationAccept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an invitation of the caller's phone: the caller becomes a member
         *     with its role (switch to it with `user/changeLogin`).
         */
        post: operations["enterpriseInvitationAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationAcceptByLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts by link: the invited phone (its account created when it has
         *     none) joins and is signed in, in that enterprise.
         */
        post: operations["enterpriseInvitationAcceptByLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationCheckPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the invited phone by its SMS code: a share token for the link. */
        post: operations["enterpriseInvitationCheckPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationDecline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declines an invitation of the caller's phone: it is removed and the
         *     inviting enterprise's log records it.
         */
        post: operations["enterpriseInvitationDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationDeclineByLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines by link. */
        post: operations["enterpriseInvitationDeclineByLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The invitation behind a link, once its phone is verified (share token as bearer). */
        post: operations["enterpriseInvitationDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending invitations of the caller's own phone, from any enterprise, newest first. */
        get: operations["enterpriseInvitationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/invitationSendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for an SMS code of scene `invitation`. It is texted only when the
         *     phone is the one the link was sent to; the answer is the same for any phone.
         */
        post: operations["enterpriseInvitationSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/changeRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a member's role. An enterprise keeps at least one active owner. */
        post: operations["enterpriseMemberChangeRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disables a member: their sessions in this enterprise end at once. */
        post: operations["enterpriseMemberDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enables a disabled member again. */
        post: operations["enterpriseMemberEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invites a phone; it is texted a link to accept or decline (it also sees
         *     the invitation in the console once signed in). Nothing takes effect
         *     until the invitee accepts.
         */
        post: operations["enterpriseMemberInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Members (by join time), then pending invitations; page-based. */
        post: operations["enterpriseMemberList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/resendInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Texts a pending invitation again (the same link, valid a week from now):
         *     at most 3 times, 10 minutes apart, within the enterprise's 20
         *     invitations and the phone's 5 texts a day.
         */
        post: operations["enterpriseMemberResendInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/member/revokeInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a pending invitation: it is removed and its link withdrawn (the
         *     link's page and codes then say so).
         */
        post: operations["enterpriseMemberRevokeInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/ops/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enterprises by certification status, oldest submission first (20 a page). */
        post: operations["enterpriseOpsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/ops/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Certifies or rejects an enterprise waiting for review. */
        post: operations["enterpriseOpsReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads the retention of candidate data, or sets it (`days`, 30–180):
         *     orders placed from then on keep their data that long after they end.
         */
        post: operations["enterpriseRetention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/enterprise/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the profile or logo; a new name, credit code or licence sends
         *     the enterprise back to review.
         */
        post: operations["enterpriseUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/file/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a direct upload (its content must be of the declared type) and
         *     makes its key usable.
         */
        post: operations["fileConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a file for a purpose: checked (size, type, content), stored,
         *     recorded as the caller's (the enterprise's; a visitor's before it has one).
         */
        post: operations["fileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/file/uploadForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed form that uploads a file straight to the bucket (S3 presigned
         *     POST with a content-length range in AWS), for files too large for the
         *     API; then `file/confirm` checks it and makes it usable.
         */
        post: operations["fileUploadForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's balance and the amounts beside it. */
        post: operations["financeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/invoice/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the platform for an invoice over charges not yet invoiced. */
        post: operations["financeInvoiceApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/invoice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's invoices, newest first (20 a page). */
        post: operations["financeInvoiceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every movement of the balance, newest first (20 a page). */
        post: operations["financeLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/ops/confirmRecharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves (credits the balance, once however often it is sent) or rejects a bank transfer. */
        post: operations["financeOpsConfirmRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/ops/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invoice requests by status, oldest first (20 a page). */
        post: operations["financeOpsInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/ops/issueInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issues a requested invoice with its file. */
        post: operations["financeOpsIssueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/ops/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharges by status, oldest first (20 a page). */
        post: operations["financeOpsRecharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a recharge: a bank transfer waits for the platform's operators;
         *     the sandbox method (sandbox stages only) credits at once.
         */
        post: operations["financeRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's recharges, newest first (20 a page). */
        post: operations["financeRecharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/setLowBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the balance below which the screens warn. */
        post: operations["financeSetLowBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/finance/statement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exports the ledger (filtered like `finance/ledger`) as a file. */
        post: operations["financeStatementExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/home/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where the enterprise stands on its way to the first check. */
        post: operations["homeOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/home/ops/deadLetters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The number of dead events per dead-letter queue. */
        post: operations["homeOpsDeadLetters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/home/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's home page in numbers. */
        post: operations["homeSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/apply/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the application page shows: the position, the fields to collect and the consent text (in the request's language). */
        post: operations["jobApplyInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/apply/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The applicant's application to this position, or null when they have none. */
        post: operations["jobApplyMine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/apply/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits the application (the first time) or replaces it (coming back with the same phone); records the consent. */
        post: operations["jobApplySubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/apply/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads an attachment for the applicant's application (its key goes in `attachments` of `job/apply/submit`). */
        post: operations["jobApplyUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/apply/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the applicant's phone by its SMS code: a token for this position and phone. */
        post: operations["jobApplyVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a position: its link refuses new applications and changes (4501);
         *     applicants can still read theirs. Closing it again changes nothing.
         */
        post: operations["jobClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an open position and its public application link. */
        post: operations["jobCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One position. */
        post: operations["jobDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's positions, newest first, with their registration counts. */
        post: operations["jobList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One registration: the applicant's details, attachments, consent evidence, linked order. */
        post: operations["jobRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/job/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A position's registrations, newest first submission first; PII masked. */
        post: operations["jobRegistrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/checkDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One check of the signed-in phone: its progress, timeline, consent,
         *     reports, decision and requests.
         */
        post: operations["meCheckDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The checks ordered on the signed-in phone, by any enterprise, newest first. */
        post: operations["meChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/correction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a correction of the candidate's data: an analyst reviews it and
         *     the enterprise is told.
         */
        post: operations["meCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks that the data of an ended check be deleted now (the enterprise is
         *     told); asking again answers the same.
         */
        post: operations["meErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every stored field about the signed-in phone's checks (the right of
         *     access): names, numbers, details given, consent evidence, findings,
         *     timeline, reports, decision and requests. Nothing about anyone else.
         */
        post: operations["meExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/exportPdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The same copy as a PDF (`application/pdf`, an attachment), in the
         *     request's language (`Accept-Language`).
         */
        post: operations["meExportPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with the code texted to the phone. */
        post: operations["meLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out: the token stops working at once. */
        post: operations["meLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/sendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for the sign-in code. It is texted only when the phone has a check;
         *     the answer (and the work done) is the same for any phone.
         */
        post: operations["meSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/me/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws consent: the check stops at once (the enterprise is refunded
         *     when nothing had started).
         */
        post: operations["meWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/notice/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's notices in their current enterprise, newest first, paged,
         *     with the unread count. Only kinds whose right the caller holds now.
         */
        post: operations["noticeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/notice/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the caller's own notices read: `ids` or `all: true`. An id that
         *     is not a notice of the caller's (another member's, another enterprise's,
         *     or none) refuses the call with 4701 and marks nothing.
         */
        post: operations["noticeRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an order before any item started; the price is refunded in the same transaction. */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places a background check, charged from the balance in the same transaction. */
        post: operations["orderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One order's record: candidate (full name for members who see candidates,
         *     phone and ID number masked), items, timeline, consent, ETA.
         */
        post: operations["orderDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The filtered list as a file: masked, or unmasked for an admin who asks (audited). */
        post: operations["orderExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The enterprise's orders, newest first, filtered; full names for members who
         *     see candidates, phones masked.
         */
        post: operations["orderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/processingRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One order's record of processing: who ordered which package and when,
         *     the items run, the consent (mode, text version, time, the network masked
         *     to /24 or /48, user agent, whether a paper authorization was uploaded),
         *     withdrawal, completion and retention. Another enterprise's order is 1007,
         *     as a missing one.
         */
        post: operations["orderProcessingRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Texts the consent link to the candidate again (at most once a minute). */
        post: operations["orderRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/order/revealCandidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shows one order's candidate phone or ID number in clear, writing an audit
         *     entry first (who, when, the order number, the field; never the value).
         */
        post: operations["orderRevealCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform's screening items, in display order, with unit prices. */
        post: operations["packageCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a package (version 1), priced from the catalogue. */
        post: operations["packageCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One package with its version history. */
        post: operations["packageDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops offering a package for new orders (placed orders are unaffected). */
        post: operations["packageDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offers a disabled package again. */
        post: operations["packageEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's packages in one status, most recently changed first (20 a page). */
        post: operations["packageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/package/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes a new version: new orders use it, placed orders keep theirs. */
        post: operations["packageUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/region/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists the divisions directly under a parent code. */
        post: operations["regionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the enterprise's decision on the current version. A decline texts
         *     the candidate a link to the findings that concern them and a dispute form (7 days).
         */
        post: operations["reportDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The current version of a completed order's report. */
        post: operations["reportDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/ops/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Any enterprise's report for an analyst: the current version, its standing and its history. */
        post: operations["reportOpsDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/ops/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The open disputes of every enterprise, for the analysts. */
        post: operations["reportOpsDisputes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/ops/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An analyst's correction: a new version with who, when and why. */
        post: operations["reportOpsEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/ops/processingSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Per enterprise that placed an order: orders, by consent mode,
         *     withdrawn, erased, erasure requested, pending erasure and its retention
         *     setting. Ops only.
         */
        post: operations["reportOpsProcessingSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/ops/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolves the open dispute of a report with a new version; the candidate is texted. */
        post: operations["reportOpsResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed link to the PDF of the current version (drawn the first time it is asked for). */
        post: operations["reportPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/revokeShare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops a report link at once (opening it then says it was withdrawn). */
        post: operations["reportRevokeShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link to the report for one phone, until it expires or is revoked. */
        post: operations["reportShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shared report, for the bearer of the link's share token (from `share/checkPhone`). */
        post: operations["reportShared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The links of a report: to whom (masked), until when, revoked or not, and how often opened. */
        post: operations["reportShares"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms that a report with this verification code was issued (public; no PII in the answer). */
        post: operations["reportVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/report/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every version of the report, for the history and its differences. */
        post: operations["reportVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/share/checkPhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the phone a share link was texted to. */
        post: operations["shareCheckPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/share/sendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for the SMS code of a share link's phone check. It is texted only
         *     when the phone is the one the link was sent to; the answer (and the work
         *     done) is the same for any phone.
         */
        post: operations["shareSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/sms/sendVerifyCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a 6-digit verification code to a phone. */
        post: operations["send_verify_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Real-name check of the signed-in user (name + ID number + the account's
         *     phone) through the Provider port.
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/changeLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switches the session to another enterprise of the user. The token is
         *     rotated (the old one stops working); the absolute deadline is kept.
         */
        post: operations["change_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/changeMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the account to a new phone, both phones proven by codes. */
        post: operations["change_mobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edits the profile (name, e-mail). */
        post: operations["edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Members of the current enterprise, oldest first (admin and owner only). */
        post: operations["userList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in by SMS code or password; answers a login token. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/loginInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user: exchanges a login token for a new session, or
         *     answers the same session token (pushing its idle deadline).
         */
        get: operations["login_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the current session server-side. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an account (or upgrades the phone's visitor) and answers a login token. */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/relatedMainList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprises the signed-in user is an active member of, oldest first. */
        post: operations["related_main_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password by SMS code; ends every session of the account. */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/visitorLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs a phone in by SMS code without registering: creates a visitor
         *     (onboarding only) unless the phone already has a user.
         */
        post: operations["visitor_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/bindMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Binds a phone (proven by a code of scene bindMobile) to the external
         *     identity waiting on a ticket, and confirms the ticket for that phone's user.
         */
        post: operations["bind_mobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an external provider's redirect lands (`code`, `state` = ticket). */
        get: operations["callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a ticket with the signed-in phone's session and the number the
         *     user picked: the desktop that shows it will be signed in as this user.
         */
        post: operations["confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/getQrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Creates a QR sign-in ticket. */
        get: operations["get_qr_code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/queryResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The state of a ticket, polled by the desktop; hands the login token out once. */
        post: operations["query_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/user/wechatLogin/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a ticket as scanned by a signed-in phone (the desktop shows
         *     "scanned, confirm on your phone") and answers who asked for it and the
         *     numbers to pick from.
         */
        post: operations["scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an endpoint (at most 10 per enterprise). */
        post: operations["webhookCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes an endpoint: nothing more is sent to it. */
        post: operations["webhookDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The endpoint's deliveries, newest event first. */
        post: operations["webhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's endpoints, newest first. */
        post: operations["webhookList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new attempt of a delivery now (after `failed` too), in its place in
         *     the endpoint's order, with a new 24 hours of retries.
         */
        post: operations["webhookRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret; deliveries from now on are signed with it. */
        post: operations["webhookRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a `ping` event to the endpoint (whatever it subscribes to). */
        post: operations["webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/webhook/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes an endpoint; absent fields stay. */
        post: operations["webhookUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes the enterprise's ticket for good (from any status but closed). */
        post: operations["workOrderClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raises a ticket; ops see it at the top of their list. */
        post: operations["workOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One ticket with its thread; the ops messages count as read from now. */
        post: operations["workOrderDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The enterprise's tickets, latest activity first, with the caller's side's unread count each. */
        post: operations["workOrderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/ops/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Any enterprise's ticket with its thread; the enterprise's messages count as read by ops from now. */
        post: operations["workOrderOpsDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/ops/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every enterprise's tickets, latest activity first, with the enterprise's
         *     name and ops' unread count each (a new ticket counts as one).
         */
        post: operations["workOrderOpsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/ops/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers a ticket that is not closed; an open one goes in progress. The raiser is texted. */
        post: operations["workOrderOpsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/ops/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolves an open or in-progress ticket; the raiser is texted and may reopen it within 7 days. */
        post: operations["workOrderOpsResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens a resolved ticket, within 7 days of its resolution. */
        post: operations["workOrderReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds the enterprise's message to an open or in-progress ticket. */
        post: operations["workOrderReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/workOrder/unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sidebar badge: the enterprise's unread ops messages. */
        post: operations["workOrderUnreadCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptContractRequest: {
            /** @description The version read (the current one). */
            version: string;
        };
        Accepted: {
            /** Format: int64 */
            acceptedAt: number;
            version: string;
        };
        AccountReply: {
            /** Format: int64 */
            balanceFen: number;
            /**
             * Format: int64
             * @description Charges not yet invoiced (refunds deducted).
             */
            invoiceableFen: number;
            /** @description The balance is below the threshold: the screens warn. */
            lowBalance: boolean;
            /** Format: int64 */
            lowBalanceThresholdFen: number;
            /**
             * Format: int64
             * @description Bank transfers waiting for the platform's confirmation.
             */
            pendingRechargeFen: number;
            /** @description The sandbox payment method is available on this stage. */
            sandboxPayments: boolean;
        };
        /** @description A postal address: at most 200 characters. */
        Address: string;
        ApiKeyCreateRequest: {
            /** @description 1–40 characters, to tell the enterprise's keys apart. */
            name: string;
            /** @description `operator` (orders checks, reads records and reports) or `viewer` (reads only). */
            role?: string;
            /**
             * @description A sandbox key (`vk_test_…`): orders in the enterprise's sandbox with
             *     sandbox money and the sandbox provider; the live balance never moves.
             */
            sandbox?: boolean;
        };
        /** @description The new key. `key` is shown this once: only its hash is kept. */
        ApiKeyCreated: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            /** @description `vk_live_…` or `vk_test_…`: send it as `Authorization: Bearer <key>`. */
            key: string;
            keyId: string;
            name: string;
            prefix: string;
            role: components["schemas"]["Role"];
            sandbox: boolean;
        };
        ApiKeyListRequest: {
            /** @description The `cursor` of the previous page. */
            cursor?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
        };
        ApiKeyPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["ApiKeyRow"][];
        };
        ApiKeyRevokeRequest: {
            keyId: string;
        };
        /** @description A key as the console lists it (never the key itself). */
        ApiKeyRow: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            /** @description The creator's masked phone. */
            createdBy: string;
            keyId: string;
            /**
             * Format: int64
             * @description Epoch ms of the last call (written at most once a minute).
             */
            lastUsedAt?: number | null;
            /** @description The network of the last call. */
            lastUsedIp?: string | null;
            name: string;
            /** @description The key's first 12 characters (`vk_live_AbCd`). */
            prefix: string;
            /**
             * Format: int64
             * @description Epoch ms; a revoked key answers -5.
             */
            revokedAt?: number | null;
            /** @description `operator` or `viewer`. */
            role: components["schemas"]["Role"];
            /** @description A sandbox key (`vk_test_…`): the sandbox twin, sandbox money. */
            sandbox: boolean;
        };
        ApplyReply: {
            invoiceId: string;
            status: components["schemas"]["InvoiceStatus"];
        };
        ApplyRequest: {
            /**
             * Format: int64
             * @description At most the account's `invoiceableFen`.
             */
            amountFen: number;
            /** @description Where to send it, if anywhere. */
            email?: string | null;
            /** @description The buyer's taxpayer number: 15–20 capital letters and digits. */
            taxNumber: string;
            /** @description The buyer's name on the invoice, 1–100 characters. */
            title: string;
        };
        AuditPage: {
            cursor?: string | null;
            list: components["schemas"]["AuditRow"][];
        };
        AuditRow: {
            /** @description `enterprise.created`, `member.invited`, … */
            action: string;
            /** @description Masked phone of who did it, or the platform. */
            actor: string;
            /** Format: int64 */
            at: number;
            detail: string;
            id: string;
        };
        /**
         * @description How the candidate consents.
         * @enum {string}
         */
        AuthMode: "sms" | "offline" | "registration";
        AuthenticateReply: {
            /** @description Masked ID number, e.g. `110***********8515`. */
            idNumber: string;
            verified: boolean;
        };
        AuthenticateRequest: {
            /** @description ID document number: 16 or 18 characters. */
            idNumber: components["schemas"]["IdNumber"];
            /** @description Legal name. */
            name: components["schemas"]["RealName"];
        };
        BatchCreateRequest: {
            /** @description The file uploaded with purpose `batch` (XLSX, or CSV in UTF-8 or GBK). */
            fileKey: string;
            packageId: string;
        };
        /** @description What `batch/create` answers. */
        BatchCreated: {
            /** Format: int64 */
            balanceFen: number;
            batchId: string;
            /** Format: int32 */
            errorCount: number;
            /**
             * Format: int64
             * @description Valid rows × the package's price.
             */
            priceFen: number;
            /** Format: int32 */
            rowCount: number;
            /** Format: int32 */
            validCount: number;
        };
        BatchExportReply: {
            fileName: string;
            rows: number;
            /** @description A signed download, valid for 10 minutes. */
            url: string;
        };
        BatchExportRequest: {
            batchId: string;
            /** @description `xlsx` (default) or `csv`. */
            format?: string | null;
        };
        BatchIdRequest: {
            batchId: string;
        };
        BatchListRequest: {
            cursor?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
        };
        BatchPage: {
            cursor?: string | null;
            items: components["schemas"]["BatchView"][];
        };
        /** @enum {string} */
        BatchStatus: "validating" | "ready" | "submitting" | "submitted" | "canceled";
        BatchView: {
            batchId: string;
            /** @description The file's fields in template order (`name`, `phone`, `idNumber`, `email`, `position`, package fields). */
            columns: string[];
            /** @description Orders by status (once submitted). */
            countsByStatus: {
                [key: string]: number;
            };
            /** Format: int64 */
            createdAt: number;
            /** Format: int32 */
            errorCount: number;
            fileName: string;
            /** Format: int64 */
            finishedAt?: number | null;
            /**
             * Format: int32
             * @description Consent texts sent so far.
             */
            invitedCount: number;
            /**
             * Format: int32
             * @description Orders created so far.
             */
            orderCount: number;
            packageId: string;
            packageName: string;
            /** Format: int32 */
            packageVersion: number;
            /**
             * Format: int64
             * @description Valid rows × price before submitting; what was charged after.
             */
            priceFen: number;
            /** Format: int64 */
            refundedFen: number;
            /** Format: int32 */
            removedCount: number;
            /** Format: int32 */
            rowCount: number;
            status: components["schemas"]["BatchStatus"];
            /** Format: int64 */
            submittedAt?: number | null;
            /** Format: int64 */
            unitPriceFen: number;
            /** Format: int32 */
            validCount: number;
        };
        BindMobileRequest: {
            /** @description 6-digit code of scene `bindMobile`. */
            code: components["schemas"]["SmsCode"];
            phone: components["schemas"]["Phone"];
            ticket: components["schemas"]["Ticket"];
        };
        /** @description What the candidate's page shows. */
        CandidateDetail: {
            canSign: boolean;
            canWithdraw: boolean;
            candidate: components["schemas"]["MaskedCandidate"];
            disclosure: components["schemas"]["Disclosure"];
            enterpriseName: string;
            items: components["schemas"]["CandidateItem"][];
            orderNo: string;
            position?: string | null;
            /** Format: int64 */
            signedAt?: number | null;
            status: components["schemas"]["OrderStatus"];
        };
        /** @description What a declined candidate reads behind their link. */
        CandidateFindings: {
            canDispute: boolean;
            /** Format: int64 */
            decidedAt: number;
            dispute?: null | components["schemas"]["Dispute"];
            /**
             * Format: int64
             * @description Until then a dispute may be raised.
             */
            disputeUntil: number;
            enterpriseName: string;
            /** @description The name of every item of the report (a disputed item may be green now). */
            itemNames: components["schemas"]["ItemName"][];
            /** @description The items of the current version that are not green. */
            items: components["schemas"]["ReportItem"][];
            orderNo: string;
            /**
             * @description The enterprise's reason for the decline, as it recorded it (the
             *     decision form promises it is shown to the candidate).
             */
            reason: string;
            /** Format: int32 */
            version: number;
        };
        CandidateInput: {
            /**
             * @description The professional certificate's number (1–50 letters, digits, spaces, `-/_.()`);
             *     required when the package holds an item that needs `certificateNumber`.
             */
            certificateNumber?: string | null;
            /** @description The degree stated for that school, free text (1–50 characters), optional. */
            degree?: string | null;
            email?: string | null;
            /**
             * @description The former employer the employment check asks (1–100 characters); required
             *     when the package holds an item that needs `employer`.
             */
            employer?: string | null;
            /**
             * @description When the candidate worked there, free text such as `2019-03 – 2023-06`
             *     (1–50 characters), optional.
             */
            employmentPeriod?: string | null;
            /** @description 16 or 18 characters; an 18-character number must have its GB 11643 check character. */
            idNumber: string;
            name: string;
            /** @description 11 digits starting with 1. */
            phone: string;
            /**
             * @description The school the education check verifies (1–100 characters); required when
             *     the package holds an item that needs `school` (catalogue `candidateFields`).
             */
            school?: string | null;
        };
        CandidateItem: {
            code: string;
            descriptionEn: string;
            descriptionZh: string;
            nameEn: string;
            nameZh: string;
        };
        /** @description One screening item a package can hold. */
        CatalogItem: {
            /**
             * @description What the order must give about the candidate: `name`, `idNumber`,
             *     `phone`, `employer`, `school`, `certificateNumber`.
             */
            candidateFields: string[];
            code: string;
            descriptionEn: string;
            descriptionZh: string;
            /**
             * Format: int32
             * @description How many a package may hold (employment history: one per employer).
             */
            maxQuantity: number;
            nameEn: string;
            nameZh: string;
            /**
             * Format: int32
             * @description Display order.
             */
            sort: number;
            /**
             * Format: int32
             * @description Working days the item usually takes.
             */
            turnaroundDays: number;
            /** Format: int64 */
            unitPriceFen: number;
        };
        CatalogReply: {
            list: components["schemas"]["CatalogItem"][];
        };
        /**
         * @description Where an enterprise stands with the platform's review.
         * @enum {string}
         */
        CertStatus: "pending_review" | "certified" | "rejected";
        ChangeLoginReply: {
            /** @description A new session token for the chosen enterprise; the old one is revoked. */
            sToken: string;
        };
        ChangeLoginRequest: {
            enterpriseId: components["schemas"]["EntityId"];
        };
        ChangeMobileRequest: {
            /** @description Code of scene `changeMobile` sent to the new phone. */
            newCode: components["schemas"]["SmsCode"];
            newPhone: components["schemas"]["Phone"];
            /** @description Code of scene `changeMobile` sent to the current phone. */
            oldCode: components["schemas"]["SmsCode"];
        };
        ChangeRoleRequest: {
            role: components["schemas"]["Role"];
            userId: components["schemas"]["EntityId"];
        };
        /** @description One check in full, as its candidate reads it. */
        CheckDetail: components["schemas"]["CheckSummary"] & {
            consent: components["schemas"]["MyConsent"];
            decision?: null | components["schemas"]["DecisionView"];
            disputes: components["schemas"]["DisputeView"][];
            idNumberMask: string;
            itemsProgress: components["schemas"]["ItemProgress"][];
            nameMask: string;
            position?: string | null;
            reports: components["schemas"]["ReportShared"][];
            timeline: components["schemas"]["MyTimelineEntry"][];
        };
        /** @description An item of a check, by name. */
        CheckItem: {
            code: string;
            nameEn: string;
            nameZh: string;
        };
        /** @description A page of the candidate's checks, newest first. */
        CheckPage: {
            list: components["schemas"]["CheckSummary"][];
            /** Format: int32 */
            pageNum: number;
            /** Format: int32 */
            pageSize: number;
            /** Format: int64 */
            total: number;
        };
        CheckPhoneRequest: {
            /** @description The SMS code of scene `checkPhone`. */
            code: string;
            phone: string;
            /** @description The link's share code. */
            s: string;
        };
        /** @description A check in the candidate's list. */
        CheckSummary: {
            /** @description Deletion may be asked for now (the check ended, not asked yet). */
            canErase: boolean;
            /** @description Consent may be withdrawn now (the check stops). */
            canWithdraw: boolean;
            /** Format: int64 */
            completedAt?: number | null;
            /** Format: int64 */
            createdAt: number;
            enterpriseName: string;
            /**
             * Format: int64
             * @description When the data is (or was) due to be erased.
             */
            eraseDueAt?: number | null;
            erasureRequested: boolean;
            items: components["schemas"]["CheckItem"][];
            orderId: string;
            orderNo: string;
            packageName: string;
            status: components["schemas"]["OrderStatus"];
        };
        /** @description The client tag every sign-in carries (spec §3): `ENT_WEB`. */
        ClientTag: string;
        /**
         * @description What a link's send-code call answers: the same for any phone, so it tells
         *     nothing of whether a code was texted.
         */
        CodeSent: {
            /**
             * Format: int64
             * @description Seconds before another code can be asked for.
             */
            cooldownSeconds: number;
        };
        /** @description A company's registered name: at most 100 characters. */
        CompanyName: string;
        ConfirmDuplicatesRequest: {
            /** @description Every row flagged `orderedRecently`. */
            all?: boolean;
            batchId: string;
            /**
             * @description The rows (file numbers) whose candidate is ordered again although
             *     ordered in the last 30 days; or `all`.
             */
            rows?: number[];
        };
        ConfirmReply: {
            status: components["schemas"]["RechargeStatus"];
        };
        ConfirmRequest: {
            /** @description `approve` or `reject`. */
            decision: string;
            /** @description Required to reject; shown to the enterprise. */
            reason?: string | null;
            rechargeId: string;
        };
        /** @description The consent the processing rests on. */
        ConsentRecord: {
            mode: components["schemas"]["AuthMode"];
            /**
             * @description The network the candidate signed from: the IP masked to its /24
             *     (`203.0.113.*`), an IPv6 address to its /48 (`2001:db8:1::/48`).
             */
            network?: string | null;
            /** @description A signed paper authorization was uploaded with the order. */
            offlineFile: boolean;
            /** Format: int64 */
            signedAt?: number | null;
            /** @description The disclosure text's version (`offline` for a paper authorization). */
            textVersion?: string | null;
            userAgent?: string | null;
        };
        ConsentView: {
            /** @description What the candidate asked to correct, if anything. */
            corrections?: string | null;
            hasFile: boolean;
            hasSignature: boolean;
            ipMasked?: string | null;
            mode: components["schemas"]["AuthMode"];
            /** @description Mode `registration`: the job registration whose consent this is. */
            registrationId?: string | null;
            /** Format: int64 */
            signedAt: number;
            textVersion: string;
            userAgent?: string | null;
        };
        ContractText: {
            /** @description Plain text; paragraphs are separated by blank lines. */
            body: string;
            title: string;
            version: string;
        };
        CreateReply: {
            enterpriseId: string;
            /** @description The caller's new session token, now in the new enterprise as its owner. */
            sToken: string;
        };
        CreateRequest: {
            address: components["schemas"]["Address"];
            contactName: components["schemas"]["RealName"];
            contactPhone: components["schemas"]["Phone"];
            /** @description 18 characters, GB 32100-2015 check character. */
            creditCode: components["schemas"]["CreditCode"];
            /** @description The key `file/upload` answered for the business licence (purpose `license`). */
            licenseFileKey: components["schemas"]["FileKey"];
            name: components["schemas"]["CompanyName"];
            /** @description A district (or city) code from `region/list`. */
            regionCode: components["schemas"]["DivisionCode"];
        };
        /** @description What `order/create` answers (and a retry with the same key again). */
        Created: {
            /**
             * Format: int64
             * @description The balance after the charge (on a retry: the balance now).
             */
            balanceAfterFen: number;
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            priceFen: number;
            status: components["schemas"]["OrderStatus"];
        };
        /**
         * @description Who placed the order: the member's user id and role (their role in the
         *     enterprise now; none once they left it). Never a phone or a name.
         */
        CreatedBy: {
            role?: null | components["schemas"]["Role"];
            userId: string;
        };
        /**
         * @description A unified social credit code's form: 18 digits or capitals (the check
         *     character is the enterprise domain's rule). Lower case is accepted.
         */
        CreditCode: string;
        CursorRequest: {
            /** @description From the previous page; absent for the first. */
            cursor?: string | null;
        };
        DeadLetterCounts: {
            queues: components["schemas"]["DeadLetterQueue"][];
            /**
             * Format: int64
             * @description Events waiting over all queues.
             */
            total: number;
        };
        DeadLetterQueue: {
            /** Format: int64 */
            count: number;
            /** @description The queue's name (`verity-events-dlq`, locally `events/dead`). */
            name: string;
        };
        DeadLettersRequest: Record<string, never>;
        DecideRequest: {
            decision: components["schemas"]["Decision"];
            orderId: string;
            /** @description Why (kept with the decision; a decline's reason is shown to the candidate). */
            reason: string;
        };
        /** @enum {string} */
        Decision: "proceed" | "decline";
        DecisionView: {
            /** Format: int64 */
            decidedAt: number;
            status: components["schemas"]["Decision"];
        };
        /** @enum {string} */
        DeliveryStatus: "pending" | "retrying" | "succeeded" | "failed";
        /** @description The enterprise as its members see it. */
        Detail: {
            address: string;
            /** @description Certified and the current contract accepted: ordering is open. */
            canOrder: boolean;
            /** @description `pending_review`, `certified` or `rejected`. */
            certStatus: string;
            contactName: string;
            contactPhoneMasked: string;
            /** Format: int64 */
            contractAcceptedAt?: number | null;
            /** @description The current contract version. */
            contractVersion: string;
            contractVersionAccepted?: string | null;
            creditCode: string;
            enterpriseId: string;
            licenseFileKey: string;
            /** @description A signed URL valid for 10 minutes; null without a licence. */
            licenseUrl?: string | null;
            logoFileKey?: string | null;
            logoUrl?: string | null;
            name: string;
            regionCode: string;
            /** @description Province, city, district names. */
            regionPath: string[];
            rejectReason?: string | null;
            /** Format: int64 */
            reviewedAt?: number | null;
            /** Format: int64 */
            submittedAt: number;
        };
        DictEntry: {
            /** @description zh-CN label. */
            label: string;
            /** @description en-US label. */
            labelEn: string;
            value: string;
        };
        DictList: {
            list: components["schemas"]["DictEntry"][];
        };
        DictListRequest: {
            /** @description Dictionary type, e.g. `checkItemKind`, `educationLevel`, `orderStatus`. */
            type: string;
        };
        DirectUploadReply: {
            /**
             * Format: int64
             * @description Epoch ms: the form stops working then.
             */
            expiresAt: number;
            fields: components["schemas"]["FormField"][];
            key: string;
            /** Format: int64 */
            maxBytes: number;
            /** @description POST `multipart/form-data` here: `fields` in order, then the file as the part `file`. */
            url: string;
        };
        Disclosure: {
            body: string;
            title: string;
            version: string;
        };
        /** @description A display name: 1–32 characters, no control characters. */
        DisplayName: string;
        /** @description A dispute as the enterprise, the analysts and the candidate read it. */
        Dispute: {
            /** @description The codes of the items disputed. */
            items: string[];
            /** @description A dispute of findings, or a correction of the candidate's data (no items). */
            kind: components["schemas"]["DisputeKind"];
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            raisedAt: number;
            /** @description The analyst's answer (the reason of the new version). */
            resolution?: string | null;
            /** Format: int64 */
            resolvedAt?: number | null;
            /** @description The analyst's user id. */
            resolvedBy?: string | null;
            /** Format: int32 */
            resolvedVersion?: number | null;
            status: components["schemas"]["DisputeStatus"];
            /** @description The candidate's account of what is wrong. */
            text: string;
        };
        /**
         * @description What the candidate raised: a dispute of findings (through the decline's
         *     link), or a correction of their data (from the candidate portal, at any
         *     time, items empty). Both wait in the analysts' queue.
         * @enum {string}
         */
        DisputeKind: "dispute" | "correction";
        DisputeRequest: {
            /** @description The codes of the items the candidate disputes. */
            items: string[];
            s: string;
            /** @description What is wrong, in the candidate's words (at most 500 characters). */
            text: string;
        };
        /** @enum {string} */
        DisputeStatus: "open" | "resolved";
        DisputeView: {
            kind: components["schemas"]["DisputeKind"];
            /** Format: int64 */
            raisedAt: number;
            resolution?: string | null;
            status: components["schemas"]["DisputeStatus"];
        };
        /** @description An administrative division code: 2 (province), 4 (city) or 6 (district) digits. */
        DivisionCode: string;
        EditRequest: {
            /** @description An e-mail address (≤ 254 characters); `""` removes it; absent leaves it unchanged. */
            email?: string | null;
            name?: null | components["schemas"]["DisplayName"];
        };
        /**
         * @description The highest education, as the `educationLevel` dictionary lists it.
         * @enum {string}
         */
        EducationLevel: "juniorHigh" | "highSchool" | "associate" | "bachelor" | "master" | "doctorate";
        Empty: Record<string, never>;
        /** @enum {string} */
        EndpointStatus: "active" | "disabled";
        EnterpriseMemberPage: {
            list: components["schemas"]["EnterpriseMemberRow"][];
            total: number;
        };
        EnterpriseMemberRow: {
            /** @description A pending invitation's id (for `resendInvite` and `revokeInvite`); null for a member. */
            invitationId?: string | null;
            /** Format: int64 */
            invitedAt?: number | null;
            /** Format: int64 */
            joinedAt?: number | null;
            name?: string | null;
            phoneMasked: string;
            /**
             * Format: int64
             * @description A pending invitation: when it may be texted again (epoch ms); null once it may not.
             */
            resendAt?: number | null;
            role: components["schemas"]["Role"];
            /** @description `active`, `disabled` or `invited`. */
            status: string;
            /** @description Null for a pending invitation. */
            userId?: string | null;
        };
        EnterpriseRef: {
            id: string;
            name: string;
        };
        /** @description The id of a record (enterprise, order, …) as the API hands it out. */
        EntityId: string;
        /** @enum {string} */
        EntryKind: "recharge" | "charge" | "refund" | "adjustment";
        /**
         * @description What happened to an order, when: its timeline.
         * @enum {string}
         */
        EventKind: "created" | "invited" | "reminded" | "authorized" | "started" | "item_done" | "item_retry" | "item_failed" | "completed" | "canceled" | "withdrawn" | "notified" | "expired" | "suspended" | "refunded" | "report_published" | "report_shared" | "decided" | "disputed" | "dispute_resolved" | "correction_requested";
        ExportReply: {
            fileName: string;
            /** @description Ledger entries in the file. */
            rows: number;
            /** @description A signed download, valid 10 minutes. */
            url: string;
        };
        ExportRequest: {
            /** @description `csv` or `xlsx`. */
            format: string;
            /** Format: int64 */
            from?: number | null;
            kind?: string | null;
            /** Format: int64 */
            to?: number | null;
        };
        ExportedCandidate: {
            email?: string | null;
            idNumber: string;
            name: string;
            phone: string;
        };
        ExportedCheck: {
            /** Format: int64 */
            authorizedAt?: number | null;
            candidate: components["schemas"]["ExportedCandidate"];
            /** Format: int64 */
            completedAt?: number | null;
            consent?: null | components["schemas"]["ExportedConsent"];
            /** Format: int64 */
            createdAt: number;
            decision?: null | components["schemas"]["ExportedDecision"];
            disputes: components["schemas"]["ExportedDispute"][];
            enterpriseName: string;
            /** Format: int64 */
            eraseDueAt?: number | null;
            erasureRequested: boolean;
            /** @description What the items were checked against (school, employer, …). */
            givenDetails: components["schemas"]["GivenDetails"];
            items: components["schemas"]["ExportedItem"][];
            orderId: string;
            orderNo: string;
            packageName: string;
            /** Format: int32 */
            packageVersion: number;
            position?: string | null;
            reports: components["schemas"]["ExportedReport"][];
            result?: null | components["schemas"]["ItemResult"];
            /** Format: int64 */
            startedAt?: number | null;
            status: components["schemas"]["OrderStatus"];
            statusReason?: string | null;
            timeline: components["schemas"]["ExportedEvent"][];
        };
        ExportedConsent: {
            /** @description What the candidate asked to correct when signing. */
            corrections?: string | null;
            disclosureEn?: string | null;
            disclosureZh?: string | null;
            /** @description The network address the consent was signed from. */
            ip?: string | null;
            mode: components["schemas"]["AuthMode"];
            /** @description A signed paper authorization is on file. */
            offlineFile: boolean;
            /** @description `data:image/png;base64,…` */
            signaturePng?: string | null;
            /** Format: int64 */
            signedAt: number;
            textVersion: string;
            userAgent?: string | null;
        };
        ExportedDecision: {
            /** Format: int64 */
            decidedAt: number;
            decision: components["schemas"]["Decision"];
            reason: string;
        };
        ExportedDispute: {
            items: string[];
            kind: components["schemas"]["DisputeKind"];
            /** Format: int64 */
            raisedAt: number;
            resolution?: string | null;
            /** Format: int64 */
            resolvedAt?: number | null;
            status: components["schemas"]["DisputeStatus"];
            text: string;
        };
        ExportedEvent: {
            /** Format: int64 */
            at: number;
            itemCode?: string | null;
            kind: components["schemas"]["EventKind"];
            note?: string | null;
        };
        ExportedItem: {
            code: string;
            findingEn?: string | null;
            findingZh?: string | null;
            /** Format: int64 */
            finishedAt?: number | null;
            nameEn: string;
            nameZh: string;
            /** Format: int32 */
            ordinal: number;
            result?: null | components["schemas"]["ItemResult"];
            source?: string | null;
            sourceZh?: string | null;
            /** Format: int64 */
            startedAt?: number | null;
            status: components["schemas"]["ItemStatus"];
        };
        ExportedReport: {
            overallResult: components["schemas"]["ItemResult"];
            /** @description Why an analyst made this version (a correction of findings). */
            reason?: string | null;
            /** Format: int64 */
            sharedAt: number;
            /** Format: int32 */
            version: number;
        };
        /** @description A refused or failed call: code is one of docs/error-codes.md, msg says why in the request's language (never an internal detail), data is null or an object (e.g. {field} for 1002). */
        Failure: {
            /**
             * Format: int32
             * @enum {integer}
             */
            code: -5 | -6 | -12 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 2001 | 2002 | 2003 | 2004 | 2005 | 2006 | 2007 | 2008 | 2009 | 2010 | 2011 | 2012 | 2013 | 2014 | 2015 | 3001 | 3002 | 3003 | 3004 | 3005 | 3006 | 3007 | 3008 | 3009 | 3010 | 3011 | 3012 | 3013 | 3014 | 3015 | 3101 | 3102 | 4001 | 4002 | 4003 | 4101 | 4102 | 4103 | 4104 | 4105 | 4106 | 4107 | 4108 | 4201 | 4202 | 4203 | 4204 | 4205 | 4206 | 4207 | 4210 | 4211 | 4212 | 4213 | 4301 | 4302 | 4303 | 4304 | 4305 | 4306 | 4307 | 4401 | 4402 | 4403 | 4404 | 4405 | 4406 | 4407 | 4415 | 4510 | 4501 | 4502 | 4503 | 4504 | 4505 | 4506 | 4601 | 4602 | 4603 | 4604 | 4605 | 4701 | 4801 | 4802 | 4803 | 4804 | 4901 | 4902 | 4903 | 4904 | 4905 | 5001 | 5002 | 5003 | 5004 | 5005 | 5101 | 5102 | 404 | 405 | 9999;
            data: {
                [key: string]: unknown;
            } | null;
            msg: string;
        };
        FileConfirmRequest: {
            key: components["schemas"]["FileKey"];
        };
        /** @description A key of an uploaded file, as `file/upload` answered it. */
        FileKey: string;
        FixRowRequest: {
            batchId: string;
            candidate: components["schemas"]["RowCandidate"];
            /** @description Order a candidate ordered in the last 30 days anyway. */
            confirmDuplicate?: boolean;
            /** Format: int32 */
            row: number;
        };
        FormField: {
            name: string;
            value: string;
        };
        /**
         * @description The details an order gives for the items that need them (catalogue
         *     `candidateFields`: `school`, `employer`, `certificateNumber`) and the
         *     optional ones that narrow the check (`degree`, `employmentPeriod`). Holds
         *     PII: never log it (its `Debug` says only which are given). Its JSON is
         *     also what an order's detail shows and a registration prefills.
         */
        GivenDetails: {
            certificateNumber?: string | null;
            degree?: string | null;
            employer?: string | null;
            employmentPeriod?: string | null;
            school?: string | null;
        };
        /**
         * @description The traffic light of an item, as Chinese platforms grade: green clear,
         *     yellow needs attention, red adverse.
         * @enum {string}
         */
        Grade: "green" | "yellow" | "red";
        HomeDay: {
            /**
             * Format: int64
             * @description Orders completed that day.
             */
            completed: number;
            /**
             * Format: int64
             * @description Orders placed that day.
             */
            created: number;
            /** @description `yyyy-mm-dd`, China time. */
            date: string;
        };
        HomeOrderCounts: {
            /** Format: int64 */
            authorized: number;
            /** Format: int64 */
            awaitingAuthorization: number;
            /** Format: int64 */
            canceled: number;
            /** Format: int64 */
            completed: number;
            /** Format: int64 */
            expired: number;
            /** Format: int64 */
            inProgress: number;
            /** Format: int64 */
            suspended: number;
            /** Format: int64 */
            total: number;
        };
        HomeRecentOrder: {
            /**
             * @description The candidate's full name for members who see candidates (owner, admin,
             *     operator), masked (`张*`) for the others.
             */
            candidateName: string;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            orderId: string;
            orderNo: string;
            packageName: string;
            status: components["schemas"]["OrderStatus"];
        };
        HomeSummary: {
            /** Format: int64 */
            balanceFen: number;
            /**
             * Format: int64
             * @description Orders of any month waiting for the candidate's consent.
             */
            consentsPending: number;
            /** @description The last 30 days (China time), oldest first, today last. */
            daily: components["schemas"]["HomeDay"][];
            /** @description The balance is below the threshold (as on the finance screen). */
            lowBalance: boolean;
            /** Format: int64 */
            lowBalanceThresholdFen: number;
            /** @description Orders placed this month (China time), by their status now. */
            ordersThisMonth: components["schemas"]["HomeOrderCounts"];
            /** @description Up to 8 newest orders, newest first. */
            recent: components["schemas"]["HomeRecentOrder"][];
            /**
             * Format: int64
             * @description Orders completed (reports ready) in the last 7 days, today included.
             */
            reportsThisWeek: number;
        };
        HomeSummaryRequest: Record<string, never>;
        /**
         * @description ID document number (spec §5): 16 or 18 characters, digits only except
         *     a final `X` on 18-character numbers (kept uppercase). ASCII is checked
         *     first, so no rule ever slices inside a multi-byte character.
         */
        IdNumber: string;
        InvitationAccepted: {
            enterpriseId: string;
        };
        InvitationAnswerRequest: {
            /** @description The inviting enterprise. */
            enterpriseId: components["schemas"]["EntityId"];
        };
        InvitationCheckPhoneRequest: {
            /** @description The SMS code of scene `invitation`. */
            code: string;
            phone: string;
            s: string;
        };
        InvitationIdRequest: {
            /** @description `invitationId` from the member list. */
            invitationId: string;
        };
        InvitationLinkRequest: {
            s: string;
        };
        InvitationList: {
            list: components["schemas"]["InvitationRow"][];
        };
        InvitationPhoneChecked: {
            /**
             * Format: int64
             * @description Epoch ms (2 hours).
             */
            expiresAt: number;
            /** @description The bearer of the link's other calls. */
            shareToken: string;
        };
        InvitationRow: {
            enterpriseId: string;
            enterpriseName: string;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            expiresAt: number;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            invitedAt: number;
            /** @description The inviter's display name, else their masked phone. */
            inviter: string;
            role: components["schemas"]["Role"];
        };
        InvitationSendCodeRequest: {
            phone: string;
            /** @description The link's code. */
            s: string;
        };
        InvitationSignIn: {
            /** @description Single-use login token: exchange it at `GET /user/loginInfo` within 5 minutes. */
            token: string;
        };
        InviteReply: {
            /** @description `invited`: the phone is texted a link; it joins when the invitee accepts. */
            status: string;
        };
        InviteRequest: {
            phone: components["schemas"]["Phone"];
            /** @description `owner`, `admin`, `operator` or `viewer` (only an owner invites an owner). */
            role: components["schemas"]["Role"];
        };
        InviteResent: {
            /**
             * Format: int64
             * @description When it may be texted again (epoch ms); null once it may not.
             */
            resendAt?: number | null;
        };
        InviteView: {
            /** Format: int64 */
            lastSentAt?: number | null;
            /** Format: int32 */
            sentCount: number;
        };
        InvoicePage: {
            cursor?: string | null;
            list: components["schemas"]["InvoiceRow"][];
        };
        InvoiceQueueRequest: {
            cursor?: string | null;
            /** @description `pending` (default) or `issued`. */
            status?: string | null;
        };
        InvoiceRow: {
            /** Format: int64 */
            amountFen: number;
            /** Format: int64 */
            createdAt: number;
            email?: string | null;
            /** @description Short-lived signed URL of the issued invoice. */
            fileUrl?: string | null;
            invoiceId: string;
            /** Format: int64 */
            issuedAt?: number | null;
            status: components["schemas"]["InvoiceStatus"];
            taxNumber: string;
            title: string;
        };
        /** @enum {string} */
        InvoiceStatus: "pending" | "issued";
        IssueReply: {
            status: components["schemas"]["InvoiceStatus"];
        };
        IssueRequest: {
            /** @description From `file/upload` with purpose `invoice`, by this operator. */
            fileKey: string;
            invoiceId: string;
        };
        ItemEditRequest: {
            /** @description The item's catalogue code (every item of that code changes). */
            code: string;
            /** @description The findings as the analyst writes them (at most 500 characters). */
            findings?: string | null;
            grade?: null | components["schemas"]["Grade"];
        };
        ItemName: {
            code: string;
            nameEn: string;
            nameZh: string;
        };
        ItemProgress: {
            code: string;
            /** Format: int64 */
            finishedAt?: number | null;
            nameEn: string;
            nameZh: string;
            result?: null | components["schemas"]["ItemResult"];
            status: components["schemas"]["ItemStatus"];
        };
        /**
         * @description How an item came out.
         * @enum {string}
         */
        ItemResult: "clear" | "consider";
        /**
         * @description A screening item's progress.
         * @enum {string}
         */
        ItemStatus: "pending" | "running" | "done" | "failed" | "skipped";
        JobApplicantVerified: {
            /** @description The bearer of `job/apply/mine`, `submit` and `upload` for this position and phone. */
            applicantToken: string;
            /**
             * Format: int64
             * @description Epoch ms (2 hours).
             */
            expiresAt: number;
            /** @description This phone has applied to this position before (`job/apply/mine` shows it). */
            hasApplication: boolean;
        };
        /**
         * @description The application as its applicant sees it (their own values; the ID
         *     number masked: leave `idNumber` out of a later submission to keep it).
         */
        JobApplication: {
            attachments: components["schemas"]["JobAttachment"][];
            /** @description False once the position is closed: the application can be read, not changed. */
            canUpdate: boolean;
            consentVersion: string;
            /** Format: int64 */
            consentedAt: number;
            education?: null | components["schemas"]["JobEducation"];
            idNumberMasked: string;
            name: string;
            phoneMasked: string;
            registrationId: string;
            /** Format: int64 */
            submittedAt: number;
            /** Format: int64 */
            updatedAt: number;
            workHistory: components["schemas"]["JobWorkEntry"][];
        };
        /** @description What the applicant's page shows before the phone check. */
        JobApplyInfo: {
            /** @description The text the applicant agrees to by submitting; send its `version` back. */
            consent: components["schemas"]["JobConsentText"];
            department?: string | null;
            enterpriseName: string;
            /** @description The optional parts of the form to show (name, ID number and phone always). */
            fields: components["schemas"]["JobField"][];
            /** @description The work location from the province down, e.g. `广东省 深圳市 南山区`. */
            locationName: string;
            regionCode: string;
            title: string;
        };
        JobApplySubmitRequest: {
            /** @description When the position collects `attachments`: at most 10 keys from `job/apply/upload`. */
            attachments?: string[] | null;
            /** @description The `consent.version` of `job/apply/info` the applicant read: submitting agrees to it. */
            consentVersion?: string;
            education?: null | components["schemas"]["JobEducationInput"];
            /** @description 16 or 18 characters. Required the first time; left out later, the stored one is kept. */
            idNumber?: string | null;
            j: string;
            name: string;
            /** @description When the position collects `workHistory`: at most 20 entries. */
            workHistory?: components["schemas"]["JobWorkEntryInput"][] | null;
        };
        JobApplyVerifyRequest: {
            /** @description The SMS code of scene `jobApply`. */
            code: string;
            j: string;
            phone: string;
        };
        /** @description An attachment as a reader sees it: the name as uploaded, a signed URL. */
        JobAttachment: {
            contentType: string;
            key: string;
            name: string;
            /** Format: int64 */
            size: number;
            /** @description Downloads the file for 10 minutes. */
            url: string;
        };
        /** @description The consent the applicant gave with the last submission. */
        JobConsentEvidence: {
            /** Format: int64 */
            consentedAt: number;
            /**
             * @description True when the text authorized a background check: an order from this
             *     registration starts without a consent link.
             */
            coversScreening: boolean;
            ipMasked?: string | null;
            userAgent?: string | null;
            version: string;
        };
        /** @description A consent text as the applicant's page shows it. */
        JobConsentText: {
            body: string;
            /** @description True when agreeing also authorizes a background check. */
            coversScreening: boolean;
            title: string;
            version: string;
        };
        JobCreateRequest: {
            /**
             * @description True: the applicant's consent text also authorizes a background check,
             *     so an order placed from a registration starts without a consent link.
             */
            consentCoversScreening?: boolean;
            /** @description At most 50 characters. */
            department?: string | null;
            /** @description The optional parts of the form to collect (name, ID number and phone always). */
            fields?: components["schemas"]["JobField"][];
            /** @description The work location: a division code from `region/list` (2, 4 or 6 digits). */
            regionCode: string;
            /** @description 1–50 characters. */
            title?: string;
        };
        JobCreated: {
            /** @description The link's code (`j`). */
            code: string;
            jobId: string;
            /** @description The public application address (show it with a QR code). */
            url: string;
        };
        /** @description The applicant's highest education. */
        JobEducation: {
            /**
             * Format: int32
             * @description The year of graduation (1950–2100).
             */
            graduationYear?: number | null;
            level: components["schemas"]["EducationLevel"];
            /** @description At most 100 characters. */
            major?: string | null;
            /** @description 1–100 characters. */
            school: string;
        };
        JobEducationInput: {
            /**
             * Format: int32
             * @description 1950–2100.
             */
            graduationYear?: number | null;
            level: components["schemas"]["EducationLevel"];
            /** @description At most 100 characters. */
            major?: string | null;
            /** @description 1–100 characters. */
            school?: string;
        };
        /**
         * @description An optional part of the form a position may collect (name, ID number
         *     and phone are always collected).
         * @enum {string}
         */
        JobField: "education" | "workHistory" | "attachments";
        JobIdRequest: {
            jobId: string;
        };
        JobLinkRequest: {
            /** @description The link's code. */
            j: string;
        };
        JobLinkedOrder: {
            orderId: string;
            orderNo: string;
            status: components["schemas"]["OrderStatus"];
        };
        JobListRequest: {
            cursor?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
            /** @description `open` or `closed`; absent: both. */
            status?: string | null;
        };
        /**
         * @description The applicant's own values for the order form (`order/create` with
         *     `registrationId`); only for members who may order checks. Not for display.
         */
        JobOrderPrefill: components["schemas"]["GivenDetails"] & {
            idNumber: string;
            name: string;
            phone: string;
            /** @description The position's title, for the order's `position`. */
            position: string;
        };
        JobPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["JobView"][];
        };
        JobRegistrationDetail: {
            /** @description With signed downloads (10 minutes). */
            attachments: components["schemas"]["JobAttachment"][];
            consent: components["schemas"]["JobConsentEvidence"];
            education?: null | components["schemas"]["JobEducation"];
            idNumberMasked: string;
            jobId: string;
            jobTitle: string;
            /** @description The full name for members who see candidates (owner, admin, operator), else masked. */
            name: string;
            nameMasked: string;
            order?: null | components["schemas"]["JobLinkedOrder"];
            orderPrefill?: null | components["schemas"]["JobOrderPrefill"];
            phoneMasked: string;
            registrationId: string;
            /**
             * Format: int32
             * @description 1 at the first submission, +1 at each change.
             */
            revision: number;
            /** Format: int64 */
            submittedAt: number;
            /** Format: int64 */
            updatedAt: number;
            workHistory: components["schemas"]["JobWorkEntry"][];
        };
        JobRegistrationPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["JobRegistrationRow"][];
        };
        JobRegistrationRequest: {
            registrationId: string;
        };
        JobRegistrationRow: {
            education?: null | components["schemas"]["EducationLevel"];
            /** @description The full name for members who see candidates (owner, admin, operator), else masked. */
            name: string;
            nameMasked: string;
            /** @description The last order placed from this registration. */
            orderId?: string | null;
            phoneMasked: string;
            registrationId: string;
            /**
             * Format: int64
             * @description First submission (epoch ms); the list's order.
             */
            submittedAt: number;
            /** Format: int64 */
            updatedAt: number;
        };
        JobRegistrationsRequest: {
            cursor?: string | null;
            education?: null | components["schemas"]["EducationLevel"];
            jobId: string;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
            /**
             * Format: int64
             * @description First submitted at or after (epoch ms).
             */
            submittedFrom?: number | null;
            /**
             * Format: int64
             * @description First submitted at or before (epoch ms).
             */
            submittedTo?: number | null;
        };
        /** @enum {string} */
        JobStatus: "open" | "closed";
        /** @description The multipart body of an applicant's upload, for the OpenAPI document. */
        JobUploadForm: {
            /**
             * Format: binary
             * @description The file (one part named `file`, with its content type): JPEG, PNG or PDF up to 4 MB.
             */
            file: string;
            /** @description The link's code. */
            j: string;
        };
        /** @description A position as the enterprise sees it. */
        JobView: {
            /** Format: int64 */
            closedAt?: number | null;
            /** @description The link's code (`j`). */
            code: string;
            consentCoversScreening: boolean;
            /** @description The consent text version applicants agree to now. */
            consentVersion: string;
            /** Format: int64 */
            createdAt: number;
            department?: string | null;
            fields: components["schemas"]["JobField"][];
            jobId: string;
            /** @description From the province down, e.g. `广东省 深圳市 南山区`. */
            locationName: string;
            regionCode: string;
            /** Format: int32 */
            registrationCount: number;
            status: components["schemas"]["JobStatus"];
            title: string;
            /** @description The public application address (show it with a QR code). */
            url: string;
        };
        /** @description One employment of the applicant's work history. */
        JobWorkEntry: {
            /** @description 1–100 characters. */
            company: string;
            /** @description `YYYY-MM`. */
            from: string;
            /** @description The job title, 1–50 characters. */
            title: string;
            /** @description `YYYY-MM`; absent while still employed there. */
            to?: string | null;
        };
        JobWorkEntryInput: {
            /** @description 1–100 characters. */
            company?: string;
            /** @description `YYYY-MM`. */
            from?: string;
            /** @description The job title, 1–50 characters. */
            title?: string;
            /** @description `YYYY-MM`; absent while still employed there. */
            to?: string | null;
        };
        LedgerPage: {
            cursor?: string | null;
            list: components["schemas"]["LedgerRow"][];
        };
        LedgerRequest: {
            cursor?: string | null;
            /**
             * Format: int64
             * @description Epoch milliseconds, inclusive.
             */
            from?: number | null;
            /** @description `recharge`, `charge`, `refund` or `adjustment`; all when absent. */
            kind?: string | null;
            /**
             * Format: int64
             * @description Epoch milliseconds, inclusive.
             */
            to?: number | null;
        };
        LedgerRow: {
            /**
             * Format: int64
             * @description Signed: credits positive, charges negative.
             */
            amountFen: number;
            /** Format: int64 */
            at: number;
            /** Format: int64 */
            balanceAfterFen: number;
            entryId: string;
            kind: components["schemas"]["EntryKind"];
            link?: null | components["schemas"]["Link"];
            /** @description What it was for, as a kind and its parameters (the web renders it in the reader's language). */
            note: components["schemas"]["Note"];
            /** @description What it was for, in the request's language (rendered from `note`). */
            reason: string;
        };
        /** @description What a movement was for. */
        Link: {
            id: string;
            type: components["schemas"]["LinkKind"];
        };
        /** @enum {string} */
        LinkKind: "order" | "batch" | "recharge";
        LoginInfo: {
            enterprise?: null | components["schemas"]["EnterpriseRef"];
            /** @description `sms`, `password`, `visitor` or `qr`. */
            loginType: string;
            name?: string | null;
            /** @description Masked: `138****0000`. */
            phone: string;
            platformRole?: null | components["schemas"]["PlatformRole"];
            realNameVerified: boolean;
            role?: null | components["schemas"]["Role"];
            /** @description The session token to send as `Authorization: Bearer …`. */
            sToken: string;
            sideBarMenus: components["schemas"]["Menu"][];
            userId: string;
            /** @description Account label: the masked phone. */
            username: string;
            /** @description True without a current enterprise: only onboarding (`/ei`) is open. */
            visitor: boolean;
        };
        LoginRequest: {
            code?: null | components["schemas"]["SmsCode"];
            loginType: components["schemas"]["LoginType"];
            password?: null | components["schemas"]["PasswordDigest"];
            phone: components["schemas"]["Phone"];
            /** @description Must be `ENT_WEB`. */
            ts: components["schemas"]["ClientTag"];
        };
        /**
         * @description How a sign-in proves the phone: `sms` or `password`.
         * @enum {string}
         */
        LoginType: "sms" | "password";
        LogoutRequest: {
            loginType?: string | null;
            username?: string | null;
        };
        LowBalanceRequest: {
            /**
             * Format: int64
             * @description 0 – 100 000 000 fen; 0 turns the warning off.
             */
            thresholdFen: number;
        };
        MaskedCandidate: {
            email?: string | null;
            idNumber: string;
            name: string;
            phone: string;
        };
        MeChecksRequest: {
            /**
             * Format: int32
             * @description From 1 (default 1).
             */
            pageNum?: number | null;
            /**
             * Format: int32
             * @description 1–50, default 10.
             */
            pageSize?: number | null;
        };
        MeCorrectionRaised: {
            /** Format: int64 */
            raisedAt: number;
        };
        MeCorrectionRequest: {
            orderId: string;
            /** @description What is wrong and what is right, 5–500 characters. */
            text: string;
        };
        MeEmptyRequest: Record<string, never>;
        MeEraseRequested: {
            /** Format: int64 */
            eraseDueAt: number;
        };
        MeExport: {
            checks: components["schemas"]["ExportedCheck"][];
            /** Format: int64 */
            exportedAt: number;
            /** @description The phone signed in with. */
            phone: string;
        };
        MeLoginRequest: {
            /** @description The SMS code of scene `me`. */
            code: string;
            phone: string;
        };
        MeOrderRequest: {
            orderId: string;
        };
        MeSendCodeRequest: {
            /** @description The phone the checks were ordered on. */
            phone: string;
        };
        MeSignedIn: {
            /**
             * Format: int64
             * @description Epoch ms: 30 minutes without a call ends it (12 hours at most).
             */
            expiresAt: number;
            /** @description The bearer of the `me/*` calls (`me_…`); keep it in session storage, never in a URL. */
            meToken: string;
        };
        MeWithdrawn: {
            status: components["schemas"]["OrderStatus"];
        };
        MemberPage: {
            list: components["schemas"]["MemberRow"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            total: number;
        };
        MemberRequest: {
            userId: components["schemas"]["EntityId"];
        };
        MemberRow: {
            name?: string | null;
            /** @description Masked. */
            phone: string;
            role: components["schemas"]["Role"];
            /** @description `active` or `disabled`. */
            status: string;
            userId: string;
        };
        /** @description One sidebar entry, as the SPA renders it. */
        Menu: {
            key: string;
            name: string;
            path: string;
        };
        /** @enum {string} */
        Method: "transfer" | "sandbox";
        /** @description The account's new phone (masked) and the caller's new session token. */
        MobileChanged: {
            phone: string;
            sToken: string;
        };
        /** @description How the candidate consented, and to what. */
        MyConsent: {
            disclosureEn?: string | null;
            disclosureZh?: string | null;
            mode: components["schemas"]["AuthMode"];
            /** @description `data:image/png;base64,…` of the drawn signature. */
            signaturePng?: string | null;
            /** Format: int64 */
            signedAt?: number | null;
            textVersion?: string | null;
        };
        MyTimelineEntry: {
            /** Format: int64 */
            at: number;
            itemCode?: string | null;
            kind: components["schemas"]["EventKind"];
        };
        /**
         * @description What a movement was for, as a kind and its parameters: the reader's
         *     language renders it (the web from its message tables, the statement with
         *     [`Note::text`]). Entries written before notes existed carry only their
         *     English `reason`, which [`LedgerEntry::note`] reads back into a note.
         */
        Note: {
            /** @enum {string} */
            kind: "order_charge";
            orderNo: string;
        } | {
            /** @enum {string} */
            kind: "order_refund";
            orderNo: string;
        } | {
            /** Format: int32 */
            count: number;
            fileName?: string | null;
            /** @enum {string} */
            kind: "batch_charge";
        } | {
            /** Format: int32 */
            count: number;
            fileName?: string | null;
            /** @enum {string} */
            kind: "batch_refund";
        } | {
            /** @enum {string} */
            kind: "recharge_transfer";
        } | {
            /** @enum {string} */
            kind: "recharge_sandbox";
        } | {
            /** @enum {string} */
            kind: "sandbox_grant";
        } | {
            /** @enum {string} */
            kind: "text";
            text: string;
        };
        /**
         * @description What happened. Each kind has the right a member needs to be told
         *     ([`NoticeKind::audience`]) and the page it links to ([`link`]).
         * @enum {string}
         */
        NoticeKind: "enterprise_approved" | "enterprise_rejected" | "report_completed" | "report_disputed" | "batch_finished" | "recharge_confirmed" | "recharge_declined" | "low_balance" | "work_order_replied" | "work_order_resolved" | "webhook_disabled" | "correction_requested" | "erasure_requested";
        NoticeListRequest: {
            /**
             * Format: int32
             * @description From 1 (default 1).
             */
            page?: number;
            /**
             * Format: int32
             * @description 1–50 (default 10).
             */
            pageSize?: number;
            /** @description Only the unread notices. */
            unreadOnly?: boolean;
        };
        NoticePage: {
            /** @description Newest first. */
            list: components["schemas"]["NoticeView"][];
            /**
             * Format: int64
             * @description The notices the caller may see (the unread ones with `unreadOnly`).
             */
            total: number;
            /**
             * Format: int64
             * @description Unread notices the caller may see: the bell's badge.
             */
            unread: number;
        };
        /**
         * @description What a notice is about: identifiers and amounts only, never a
         *     candidate's data. The text is rendered from these at read time.
         */
        NoticeParams: {
            /** Format: int64 */
            amountFen?: number | null;
            /** Format: int64 */
            balanceFen?: number | null;
            /**
             * Format: int64
             * @description When the batch's file was uploaded (epoch ms): how the batch is named.
             */
            batchCreatedAt?: number | null;
            batchId?: string | null;
            /** @description The webhook endpoint a notice is about. */
            endpointId?: string | null;
            /**
             * Format: int32
             * @description The orders a finished batch placed.
             */
            orderCount?: number | null;
            orderId?: string | null;
            orderNo?: string | null;
            /**
             * @description The platform's words on a rejection or a declined recharge (never a
             *     candidate's data).
             */
            reason?: string | null;
            rechargeId?: string | null;
            /** Format: int64 */
            thresholdFen?: number | null;
            workOrderId?: string | null;
            workOrderNo?: string | null;
        };
        NoticeReadReply: {
            /**
             * Format: int32
             * @description Notices marked read by this call (ones read before are not counted).
             */
            marked: number;
            /**
             * Format: int64
             * @description Unread notices left.
             */
            unread: number;
        };
        NoticeReadRequest: {
            /** @description … `true`: every unread notice the caller may see. */
            all?: boolean;
            /** @description The notices to mark (at most 100), or … */
            ids?: string[] | null;
        };
        /** @description One notice, its words in the request's language. */
        NoticeView: {
            body: string;
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            id: string;
            kind: components["schemas"]["NoticeKind"];
            /** @description The SPA route of its page (e.g. `/reportDetail?orderId=…`). */
            link: string;
            /** @description Identifiers and amounts only (no candidate data). */
            params: components["schemas"]["NoticeParams"];
            read: boolean;
            /**
             * Format: int64
             * @description Epoch ms, when read.
             */
            readAt?: number | null;
            title: string;
        };
        Onboarding: {
            activePackages: number;
            /** Format: int64 */
            balanceFen: number;
            /** @description `pending_review`, `certified` or `rejected`. */
            certStatus: components["schemas"]["CertStatus"];
            /** Format: int64 */
            cheapestPackageFen?: number | null;
            /** @description The first order was placed: the checklist has served. */
            complete: boolean;
            /** @description The contract version to accept. */
            contractVersion: string;
            next?: null | components["schemas"]["StepKey"];
            /**
             * @description Certified, the current contract accepted, an active package and a
             *     balance that pays for it: an order can be placed now.
             */
            orderingOpen: boolean;
            /** Format: int64 */
            orders: number;
            rejectReason?: string | null;
            /** @description In order: entry, review, contract, package, balance, firstOrder. */
            steps: components["schemas"]["Step"][];
        };
        OnboardingRequest: Record<string, never>;
        OpenDisputes: {
            /** @description Oldest first: the longest waiting on top. */
            list: components["schemas"]["Dispute"][];
        };
        OpsEditRequest: {
            items?: components["schemas"]["ItemEditRequest"][];
            note?: string | null;
            orderId: string;
            /** @description Why this version is made (shown in the history). */
            reason: string;
        };
        OpsInvoice: components["schemas"]["InvoiceRow"] & {
            enterpriseId: string;
            enterpriseName: string;
        };
        OpsInvoicePage: {
            cursor?: string | null;
            list: components["schemas"]["OpsInvoice"][];
        };
        OpsListRequest: {
            /** @description `pending_review` (default), `certified` or `rejected`. */
            certStatus?: string | null;
            cursor?: string | null;
        };
        OpsPage: {
            cursor?: string | null;
            list: components["schemas"]["OpsRow"][];
        };
        OpsRecharge: components["schemas"]["RechargeRow"] & {
            enterpriseId: string;
            enterpriseName: string;
        };
        OpsRechargePage: {
            cursor?: string | null;
            list: components["schemas"]["OpsRecharge"][];
        };
        OpsReport: {
            current: components["schemas"]["ReportDetail"];
            /** @description Every version, oldest first. */
            versions: components["schemas"]["Report"][];
        };
        OpsRow: {
            certStatus: string;
            contactName: string;
            contactPhoneMasked: string;
            creditCode: string;
            enterpriseId: string;
            /** @description A signed URL valid for 10 minutes; null without a licence. */
            licenseUrl?: string | null;
            name: string;
            regionPath: string[];
            rejectReason?: string | null;
            /** Format: int64 */
            submittedAt: number;
        };
        OrderCancelRequest: {
            orderId: string;
            /** @description Kept on the order's timeline; at most 500 characters. */
            reason?: string | null;
        };
        OrderCanceled: {
            /**
             * Format: int64
             * @description Credited back to the balance (a `refund` ledger entry).
             */
            refundedFen: number;
            status: components["schemas"]["OrderStatus"];
        };
        OrderCandidate: {
            details?: null | components["schemas"]["GivenDetails"];
            email?: string | null;
            /** @description Masked; `order/revealCandidate` answers it (audited). */
            idNumber: string;
            /** @description The full name for members who see candidates, else masked. */
            name: string;
            /** @description Masked; `order/revealCandidate` answers it (audited). */
            phone: string;
        };
        OrderCreateRequest: {
            /**
             * @description `sms` or `offline`. The server sets `registration` itself: an `sms`
             *     order from a registration whose consent covered the check starts at once.
             */
            authMode: components["schemas"]["AuthMode"];
            candidate: components["schemas"]["CandidateInput"];
            /** @description Order again a candidate ordered in the last 30 days (after the 4203 warning). */
            confirmDuplicate?: boolean;
            /** @description Required with `offline`: the signed authorization uploaded with purpose `consent`. */
            consentFileKey?: string | null;
            /** @description One per confirmed form; a retry sends the same key and gets the same answer. */
            idempotencyKey: string;
            packageId: string;
            /** @description The position applied for, at most 500 characters. */
            position?: string | null;
            /**
             * @description Order from a job registration (`job/registration`) of this enterprise and of the
             *     same candidate (ID number). When its consent text covered a background check,
             *     that consent counts (mode `registration`): no consent link, the check starts at once.
             */
            registrationId?: string | null;
        };
        OrderDetail: {
            authMode: components["schemas"]["AuthMode"];
            /** Format: int64 */
            authorizedAt?: number | null;
            canCancel: boolean;
            canRemind: boolean;
            /** @description The caller may reveal the phone and ID number (`order/revealCandidate`, audited). */
            canReveal: boolean;
            candidate: components["schemas"]["OrderCandidate"];
            /** Format: int64 */
            completedAt?: number | null;
            consent?: null | components["schemas"]["ConsentView"];
            /** Format: int64 */
            createdAt: number;
            /**
             * Format: int64
             * @description When the candidate's data will be erased (an ended order not erased yet).
             */
            eraseDueAt?: number | null;
            /**
             * @description The candidate's data were erased (retention ran out, or the
             *     candidate asked): the candidate reads `***`.
             */
            erased: boolean;
            /** Format: int64 */
            erasedAt?: number | null;
            /** Format: int64 */
            etaAt?: number | null;
            invite?: null | components["schemas"]["InviteView"];
            items: components["schemas"]["OrderItemView"][];
            orderId: string;
            orderNo: string;
            packageId: string;
            packageName: string;
            /** Format: int32 */
            packageVersion: number;
            position?: string | null;
            /** Format: int64 */
            priceFen: number;
            /** Format: int64 */
            refundedFen: number;
            result?: string | null;
            status: components["schemas"]["OrderStatus"];
            statusReason?: string | null;
            timeline: components["schemas"]["TimelineEntry"][];
        };
        OrderExportReply: {
            fileName: string;
            rows: number;
            /** @description A signed download, valid 10 minutes. */
            url: string;
        };
        OrderExportRequest: {
            batchId?: string | null;
            /** @description `csv` or `xlsx`. */
            format: string;
            /** Format: int64 */
            from?: number | null;
            keyword?: string | null;
            packageId?: string | null;
            result?: string | null;
            status?: null | components["schemas"]["OrderStatus"];
            /** Format: int64 */
            to?: number | null;
            /**
             * @description Full names, phones and ID numbers instead of masks: owners and admins only
             *     (-6 otherwise); written to the enterprise's audit log (`orders.exportedUnmasked`).
             */
            unmasked?: boolean;
        };
        OrderIdRequest: {
            orderId: string;
        };
        OrderItemView: {
            /** Format: int32 */
            attempts: number;
            code: string;
            /** @description In the request's language. */
            finding?: string | null;
            /** Format: int64 */
            finishedAt?: number | null;
            grade?: null | components["schemas"]["Grade"];
            /** Format: int32 */
            index: number;
            nameEn: string;
            nameZh: string;
            result?: string | null;
            source?: string | null;
            /** Format: int64 */
            startedAt?: number | null;
            status: components["schemas"]["ItemStatus"];
            /** Format: int32 */
            turnaroundDays: number;
        };
        OrderListRequest: {
            batchId?: string | null;
            cursor?: string | null;
            /**
             * Format: int64
             * @description Created at or after (epoch ms).
             */
            from?: number | null;
            /**
             * @description Finds a candidate: part of the name or the last 4+ digits of the phone for
             *     members who see candidates (owner, admin, operator; at most 2,000 orders are
             *     searched per call: a page may hold fewer and carry a cursor to go on); an exact
             *     full name or phone number for the others.
             */
            keyword?: string | null;
            packageId?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
            /** @description `clear` or `consider`. */
            result?: string | null;
            status?: null | components["schemas"]["OrderStatus"];
            /**
             * Format: int64
             * @description Created at or before (epoch ms).
             */
            to?: number | null;
        };
        OrderPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["OrderRow"][];
        };
        OrderReminded: {
            /** Format: int64 */
            sentAt: number;
        };
        OrderRow: {
            authMode: components["schemas"]["AuthMode"];
            batchId?: string | null;
            /** @description The full name for members who see candidates (owner, admin, operator), else masked. */
            candidateName: string;
            /** @description Masked (`order/revealCandidate` shows it, audited). */
            candidatePhone: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            etaAt?: number | null;
            /** Format: int32 */
            itemCount: number;
            /** Format: int32 */
            itemsDone: number;
            orderId: string;
            orderNo: string;
            packageId: string;
            packageName: string;
            /** Format: int64 */
            priceFen: number;
            result?: string | null;
            status: components["schemas"]["OrderStatus"];
        };
        /**
         * @description Where an order stands.
         * @enum {string}
         */
        OrderStatus: "awaiting_authorization" | "authorized" | "in_progress" | "completed" | "canceled" | "expired" | "suspended";
        PackageDetail: {
            /** Format: int64 */
            createdAt: number;
            description: string;
            items: components["schemas"]["PackageLine"][];
            name: string;
            packageId: string;
            /** Format: int64 */
            priceFen: number;
            status: components["schemas"]["PackageStatus"];
            /** Format: int64 */
            updatedAt: number;
            /** Format: int32 */
            version: number;
            /** @description Every version, newest first: orders keep the version they were placed with. */
            versions: components["schemas"]["PackageVersion"][];
        };
        PackageId: {
            packageId: string;
        };
        PackageItemSelection: {
            /** @description A catalogue code. */
            code: string;
            /**
             * Format: int32
             * @description From 1 to the item's `maxQuantity`.
             */
            quantity: number;
        };
        /** @description One catalogue item of a package, priced when the version was written. */
        PackageLine: {
            candidateFields: string[];
            code: string;
            nameEn: string;
            nameZh: string;
            /** Format: int32 */
            quantity: number;
            /** Format: int64 */
            subtotalFen: number;
            /** Format: int32 */
            turnaroundDays: number;
            /** Format: int64 */
            unitPriceFen: number;
        };
        PackageListRequest: {
            cursor?: string | null;
            /** @description Part of the name, any case. */
            keyword?: string | null;
            /** @description `active` (default) or `disabled`. */
            status?: string | null;
        };
        PackagePage: {
            cursor?: string | null;
            list: components["schemas"]["PackageRow"][];
        };
        PackageRequest: {
            /** @description At most 500 characters. */
            description?: string | null;
            /** @description 1–20 distinct catalogue codes. */
            items: components["schemas"]["PackageItemSelection"][];
            /** @description 1–50 characters. */
            name: string;
        };
        PackageRow: {
            description: string;
            itemCodes: string[];
            name: string;
            packageId: string;
            /** Format: int64 */
            priceFen: number;
            status: components["schemas"]["PackageStatus"];
            /** Format: int64 */
            updatedAt: number;
            /** Format: int32 */
            version: number;
        };
        PackageSaved: {
            packageId: string;
            /**
             * Format: int64
             * @description Computed on the server from the catalogue.
             */
            priceFen: number;
            /** Format: int32 */
            version: number;
        };
        /** @enum {string} */
        PackageStatus: "active" | "disabled";
        PackageStatusReply: {
            status: components["schemas"]["PackageStatus"];
        };
        PackageUpdateRequest: {
            description?: string | null;
            items: components["schemas"]["PackageItemSelection"][];
            name: string;
            packageId: string;
            /**
             * Format: int32
             * @description The version the form was loaded from: 4003 when the package moved on.
             */
            version?: number | null;
        };
        /** @description One version of a package, kept for the orders placed with it. */
        PackageVersion: {
            /** Format: int64 */
            createdAt: number;
            createdBy: string;
            description: string;
            enterpriseId: string;
            items: components["schemas"]["PackageLine"][];
            name: string;
            packageId: string;
            /** Format: int64 */
            priceFen: number;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description Page-number pagination of small lists: `page` from 1, `pageSize` 1–100
         *     (default 1 and 10).
         */
        PageRequest: {
            /** Format: int32 */
            page?: number;
            /** Format: int32 */
            pageSize?: number;
        };
        /** @description The browser's MD5 digest of the password: 32 hex digits, kept lowercase. */
        PasswordDigest: string;
        /** @description A PDF to download. */
        PdfLink: {
            /**
             * Format: int64
             * @description Bytes.
             */
            size: number;
            /** @description Downloads the PDF for 10 minutes. */
            url: string;
            verificationCode: string;
            /** Format: int32 */
            version: number;
        };
        /** @description Mainland mobile number: 11 digits starting with 1 (spec §5). */
        Phone: string;
        /**
         * @description A role on the platform itself, outside any enterprise.
         * @enum {string}
         */
        PlatformRole: "ops";
        PollRequest: {
            /** @description `<scan code>.<poll secret>` as getQrCode handed them out. */
            ticket: string;
        };
        /** @description An item run (or meant to run) on the candidate. */
        ProcessedItem: {
            code: string;
            /** Format: int64 */
            finishedAt?: number | null;
            nameEn: string;
            nameZh: string;
            result?: null | components["schemas"]["ItemResult"];
            /** Format: int64 */
            startedAt?: number | null;
        };
        /** @description The evidence of one order's processing, as the enterprise exports it. */
        ProcessingRecord: {
            /** Format: int64 */
            completedAt?: number | null;
            consent: components["schemas"]["ConsentRecord"];
            /** Format: int64 */
            createdAt: number;
            createdBy: components["schemas"]["CreatedBy"];
            enterpriseName: string;
            /** Format: int64 */
            eraseDueAt?: number | null;
            /** Format: int64 */
            erasedAt?: number | null;
            items: components["schemas"]["ProcessedItem"][];
            orderNo: string;
            packageName: string;
            /** Format: int32 */
            packageVersion: number;
            /** Format: int32 */
            retentionDays: number;
            /** Format: int64 */
            withdrawnAt?: number | null;
        };
        /** @description One enterprise's processing, for ops. */
        ProcessingSummary: {
            /** Format: int64 */
            byOffline: number;
            /** Format: int64 */
            byRegistration: number;
            /** Format: int64 */
            bySms: number;
            enterpriseId: string;
            enterpriseName: string;
            /**
             * Format: int64
             * @description Ended (completed, canceled, expired) and not erased yet: erasure pending.
             */
            eraseDue: number;
            /**
             * Format: int64
             * @description Candidate data erased.
             */
            erased: number;
            /**
             * Format: int64
             * @description Erasure asked for by the candidate.
             */
            erasureRequested: number;
            /**
             * Format: int64
             * @description Orders placed, all time.
             */
            orders: number;
            /**
             * Format: int32
             * @description The enterprise's retention setting (the default when it set none).
             */
            retentionDays: number;
            /**
             * Format: int64
             * @description Withdrawn by their candidate.
             */
            withdrawn: number;
        };
        ProcessingSummaryPage: {
            /** @description By enterprise id. */
            list: components["schemas"]["ProcessingSummary"][];
            /** Format: int32 */
            pageNum: number;
            /** Format: int32 */
            pageSize: number;
            /** @description Enterprises that ever placed an order. */
            total: number;
        };
        ProcessingSummaryRequest: {
            /**
             * Format: int32
             * @description From 1 (default 1).
             */
            pageNum?: number;
            /**
             * Format: int32
             * @description 1–100 (default 10).
             */
            pageSize?: number;
        };
        Profile: {
            email?: string | null;
            name?: string | null;
            /** @description Masked. */
            phone: string;
            userId: string;
        };
        QrCode: {
            /**
             * Format: int64
             * @description When the ticket expires, epoch milliseconds.
             */
            expiresAt: number;
            /** @description Two digits the desktop shows: the phone must pick them to confirm. */
            matchCode: string;
            /** @description What the QR code encodes: `<public base>/#/qrConfirm?ticket=<scan code>`. */
            qrContent: string;
            /**
             * @description What the desktop polls with: `<scan code>.<poll secret>`. Only the
             *     desktop ever holds the poll secret, so a photo of the QR code (which
             *     carries the scan code alone) cannot collect the login token.
             */
            ticket: string;
        };
        QrConfirmRequest: {
            /**
             * @description The two digits the requesting computer shows, as the user picked them.
             * @example 47
             */
            matchCode: string;
            ticket: components["schemas"]["Ticket"];
        };
        QrStatus: {
            /** @description True when an external identity without phone waits for `bindMobile`. */
            needBindMobile: boolean;
            /** @description `pending`, `scanned`, `confirmed`, `cancelled` or `expired`. */
            status: string;
            /** @description The login token, in the first `confirmed` answer only. */
            token?: string | null;
        };
        /** @description A legal name for the real-name check: 1–50 characters, no control characters. */
        RealName: string;
        RechargeBody: {
            /**
             * Format: int64
             * @description 1 – 100 000 000 fen (¥1,000,000), a whole number.
             */
            amountFen: number;
            /**
             * @description Made once per form: a resend answers the first result. Optional (the
             *     issue's contract has no such field); without it every call is a new
             *     recharge, so clients that may retry should send one.
             */
            idempotencyKey?: string | null;
            /** @description `transfer` (needs the voucher; waits for the platform) or `sandbox`. */
            method: string;
            /** @description From `file/upload` with purpose `voucher`. */
            voucherFileKey?: string | null;
        };
        RechargePage: {
            cursor?: string | null;
            list: components["schemas"]["RechargeRow"][];
        };
        RechargeQueueRequest: {
            cursor?: string | null;
            /** @description `pending_review` (default), `settled` or `rejected`. */
            status?: string | null;
        };
        RechargeReply: {
            rechargeId: string;
            status: components["schemas"]["RechargeStatus"];
        };
        RechargeRow: {
            /** Format: int64 */
            amountFen: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            decidedAt?: number | null;
            method: components["schemas"]["Method"];
            rechargeId: string;
            rejectReason?: string | null;
            status: components["schemas"]["RechargeStatus"];
            /** @description Short-lived signed URL of the transfer voucher. */
            voucherUrl?: string | null;
        };
        /** @enum {string} */
        RechargeStatus: "pending_review" | "settled" | "rejected";
        Region: {
            code: string;
            hasChildren: boolean;
            /**
             * Format: int32
             * @description 1 province, 2 city, 3 district.
             */
            level: number;
            name: string;
        };
        RegionList: {
            list: components["schemas"]["Region"][];
        };
        RegionListRequest: {
            /** @description Parent division code (2, 4 or 6 digits); absent or empty lists provinces. */
            parentCode?: string | null;
        };
        RegisterRequest: {
            /** @description 6-digit code of scene `register`. */
            code: components["schemas"]["SmsCode"];
            /** @description Display name, 1–32 characters. */
            name: components["schemas"]["DisplayName"];
            /** @description MD5 hex digest of the password. */
            password: components["schemas"]["PasswordDigest"];
            phone: components["schemas"]["Phone"];
        };
        RelatedMain: {
            /** @description True for the session's current enterprise. */
            current: boolean;
            enterpriseId: string;
            name: string;
            role: components["schemas"]["Role"];
        };
        RelatedMainList: {
            list: components["schemas"]["RelatedMain"][];
        };
        Report: {
            candidate: components["schemas"]["ReportCandidate"];
            /** Format: int64 */
            completedAt: number;
            consent?: null | components["schemas"]["ReportConsent"];
            /**
             * Format: int64
             * @description When this version was made.
             */
            createdAt: number;
            /** @description `system` for the assembled version, else the analyst's name. */
            createdBy: string;
            enterpriseId: string;
            items: components["schemas"]["ReportItem"][];
            note?: string | null;
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            orderedAt: number;
            /** @description `clear` when every item is green, else `consider`. */
            overallResult: components["schemas"]["ItemResult"];
            packageName: string;
            /** Format: int32 */
            packageVersion: number;
            /** @description Why this version was made (an analyst's edit). */
            reason?: string | null;
            /**
             * Format: int32
             * @description 1, 2, … : every save is a new version.
             */
            version: number;
        };
        /** @description The candidate as the report shows them: masked. */
        ReportCandidate: {
            idNumber: string;
            name: string;
            phone: string;
        };
        ReportConsent: {
            mode: components["schemas"]["AuthMode"];
            /** Format: int64 */
            signedAt: number;
            textVersion: string;
        };
        /**
         * @description The enterprise's decision: one item per order, replaced only after a
         *     dispute was resolved.
         */
        ReportDecision: {
            /** Format: int64 */
            decidedAt: number;
            /** @description The member's user id. */
            decidedBy: string;
            decision: components["schemas"]["Decision"];
            /**
             * Format: int64
             * @description A decline: the candidate may dispute until then.
             */
            disputeUntil?: number | null;
            reason: string;
            /**
             * Format: int32
             * @description Bumped by every decision; each write is conditioned on the one read.
             */
            rev: number;
            /**
             * Format: int32
             * @description The report version decided on.
             */
            version: number;
        };
        /** @description A report's current version with where it stands (decision, dispute). */
        ReportDetail: components["schemas"]["Report"] & components["schemas"]["ReportStatus"] & {
            /**
             * @description The order's candidate data were erased: the candidate, findings and
             *     notes read `***`; grades and results stay.
             */
            erased: boolean;
        };
        ReportItem: {
            /** Format: int64 */
            checkedAt?: number | null;
            code: string;
            findingsEn?: string | null;
            findingsZh?: string | null;
            grade: components["schemas"]["Grade"];
            /** Format: int32 */
            index: number;
            nameEn: string;
            nameZh: string;
            /** Format: int32 */
            ordinal: number;
            /** @description Where the finding comes from, in English, and in Chinese when known. */
            source?: string | null;
            sourceZh?: string | null;
        };
        ReportRequest: {
            orderId: string;
        };
        ReportRevokeRequest: {
            shareId: string;
        };
        ReportRevoked: {
            shareId: string;
        };
        ReportShareRequest: {
            /**
             * Format: int32
             * @description 1–720.
             */
            expiresInHours: number;
            orderId: string;
            /** @description The phone that may open the link (it passes an SMS check first). */
            phone: string;
            /**
             * @description Also text the link to the phone (once; counted against the phone's
             *     5 texts a day, 4415 at the cap with nothing created). Without it the
             *     link is only created, for the member to send.
             */
            sendText?: boolean;
        };
        /** @description A version of the report made about them. */
        ReportShared: {
            /** @description The `/sr` link, on the current version, when a live link was shared to this phone. */
            link?: string | null;
            /**
             * Format: int64
             * @description When the version was made available to the enterprise.
             */
            sharedAt: number;
            /** Format: int32 */
            version: number;
        };
        ReportSharedRequest: {
            s: string;
        };
        ReportShares: {
            /** @description Newest first. */
            list: components["schemas"]["ShareView"][];
        };
        /**
         * @description Where a report stands after it was read.
         * @enum {string}
         */
        ReportState: "undecided" | "proceed" | "declined" | "disputed";
        ReportStatus: {
            /** @description The enterprise may record a decision now. */
            canDecide: boolean;
            decision?: null | components["schemas"]["ReportDecision"];
            dispute?: null | components["schemas"]["Dispute"];
            state: components["schemas"]["ReportState"];
        };
        ReportVersions: {
            /** @description Oldest first; the last is the current version. */
            list: components["schemas"]["Report"][];
        };
        /** @description The computer that asked for a ticket. */
        RequesterInfo: {
            /** @description Browser and system, e.g. `Chrome on Windows`. */
            device: string;
            /** @description Its network as our proxy saw it (IPv4 address or IPv6 /64); null when unknown. */
            ip?: string | null;
            /**
             * Format: int64
             * @description When it asked, epoch milliseconds.
             */
            requestedAt: number;
        };
        ResetPasswordRequest: {
            /** @description 6-digit code of scene `resetPassword`. */
            code: components["schemas"]["SmsCode"];
            /** @description MD5 hex digest of the new password. */
            password: components["schemas"]["PasswordDigest"];
            phone: components["schemas"]["Phone"];
        };
        ResolveRequest: {
            /** @description Corrections; none when the findings stand. */
            items?: components["schemas"]["ItemEditRequest"][];
            note?: string | null;
            orderId: string;
            /** @description The answer to the candidate (the new version's reason). */
            reason: string;
        };
        RestCanceled: {
            /** Format: int64 */
            balanceAfterFen: number;
            /**
             * Format: int32
             * @description Orders cancelled in all (by this call or an interrupted earlier one).
             */
            canceledCount: number;
            /** Format: int64 */
            refundedFen: number;
        };
        /** @description The setting as the account page shows it. */
        Retention: {
            /**
             * Format: int32
             * @description Days candidate data are kept after an order ends.
             */
            days: number;
            /** Format: int32 */
            defaultDays: number;
            /** Format: int32 */
            maxDays: number;
            /** Format: int32 */
            minDays: number;
            /**
             * Format: int64
             * @description When it was last changed (absent: never, the default applies).
             */
            updatedAt?: number | null;
        };
        RetentionRequest: {
            /**
             * Format: int32
             * @description Days to keep candidate data after an order ends (30–180); absent: read only.
             */
            days?: number | null;
        };
        RevealCandidateRequest: {
            /** @description `phone` or `idNumber`. */
            field: components["schemas"]["RevealField"];
            orderId: string;
        };
        /**
         * @description A field of the candidate that stays masked until revealed.
         * @enum {string}
         */
        RevealField: "phone" | "idNumber";
        RevealedCandidate: {
            field: components["schemas"]["RevealField"];
            /** @description The clear value. Not kept by the page beyond the screen. */
            value: string;
        };
        ReviewReply: {
            certStatus: string;
        };
        ReviewRequest: {
            /** @description `approve` or `reject`. */
            decision: string;
            enterpriseId: components["schemas"]["EntityId"];
            /** @description Required to reject; shown to the enterprise. */
            reason?: string | null;
        };
        /** @enum {string} */
        Role: "owner" | "admin" | "operator" | "viewer";
        /** @description A row's candidate as retyped: plain text, validated into the row's errors. */
        RowCandidate: {
            email?: string;
            idNumber?: string;
            name?: string;
            phone?: string;
            position?: string;
        } & {
            [key: string]: string;
        };
        /** @description One field's problem: a stable code the screens translate, and an English message. */
        RowError: {
            /**
             * @description `required`, `invalid`, `idCheck`, `tooLong`, `duplicateInFile` (data.row),
             *     `orderedRecently` (accept with `confirmDuplicate` in `batch/fixRow`).
             */
            code: string;
            /** @description `name`, `phone`, `idNumber`, `email`, `position` or a package field (`school`, …). */
            field: string;
            message: string;
            /**
             * Format: int32
             * @description The other row of a duplicate inside the file.
             */
            row?: number | null;
        };
        RowPage: {
            cursor?: string | null;
            items: components["schemas"]["RowView"][];
        };
        RowRequest: {
            batchId: string;
            /** Format: int32 */
            row: number;
        };
        /** @description A row as the screens show it: masked, with its problems per field. */
        RowView: {
            confirmDuplicate: boolean;
            errors: components["schemas"]["RowError"][];
            idNumber: string;
            name: string;
            orderId?: string | null;
            phone: string;
            removed: boolean;
            /**
             * Format: int32
             * @description Its 1-based number in the file.
             */
            row: number;
            valid: boolean;
            /**
             * @description What the row holds (the file's value, or the last fix's) for each
             *     field with a problem, by field key: the fix form starts from it.
             *     Only for members who may change batches (`OrderChecks`); absent otherwise.
             */
            values?: {
                [key: string]: string;
            } | null;
        };
        /** @description What a change of many rows did, and the batch's counts after it. */
        RowsChanged: {
            /**
             * Format: int32
             * @description The rows this call changed (removed or confirmed).
             */
            changed: number;
            /** Format: int32 */
            errorCount: number;
            /** Format: int32 */
            removedCount: number;
            /** Format: int32 */
            validCount: number;
        };
        RowsRequest: {
            batchId: string;
            cursor?: string | null;
            /** @description Only the rows with problems. */
            onlyErrors?: boolean;
            /**
             * Format: int32
             * @description 1–200, default 50.
             */
            pageSize?: number | null;
        };
        ScanReply: {
            /** @description Three two-digit numbers, one of them the desktop's match code. */
            matchChoices: string[];
            needBindMobile: boolean;
            requester: components["schemas"]["RequesterInfo"];
            /** @description `scanned`. */
            status: string;
        };
        /**
         * @description Why a code is sent; a code works only for its own scene.
         * @enum {string}
         */
        Scene: "login" | "register" | "resetPassword" | "changeMobile" | "checkPhone" | "bindMobile" | "jobApply" | "invitation" | "me";
        SendVerifyCodeReply: {
            /**
             * Format: int64
             * @description Seconds before another code can be requested for this phone and scene.
             */
            cooldownSeconds: number;
        };
        SendVerifyCodeRequest: {
            /** @description Mainland mobile number: 11 digits starting with 1. */
            phone: components["schemas"]["Phone"];
            /**
             * @description One of `login`, `register`, `resetPassword`, `changeMobile`,
             *     `checkPhone`, `bindMobile`, `jobApply` (a job applicant's phone, any
             *     phone). A code works only for its scene.
             *     `visitorLogin` accepts `checkPhone` codes (sent to any phone) and
             *     `login` codes.
             */
            scene: components["schemas"]["Scene"];
        };
        ShareChecked: {
            /**
             * Format: int64
             * @description Epoch ms (2 hours).
             */
            expiresAt: number;
            /** @description The bearer of the link's calls. */
            shareToken: string;
        };
        ShareRequest: {
            s: string;
        };
        ShareSendCodeRequest: {
            phone: string;
            /** @description The link's share code. */
            s: string;
        };
        /**
         * @description Where a link stands, as the enterprise's list shows it.
         * @enum {string}
         */
        ShareState: "active" | "expired" | "revoked";
        /**
         * @description A report link in the enterprise's list: who it went to (masked), until
         *     when, and how often it was opened.
         */
        ShareView: {
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            expiresAt: number;
            /** Format: int64 */
            lastOpenedAt?: number | null;
            /** Format: int32 */
            opened: number;
            phoneMask: string;
            /** Format: int64 */
            revokedAt?: number | null;
            shareId: string;
            state: components["schemas"]["ShareState"];
        };
        Shared: {
            /** Format: int64 */
            expiresAt: number;
            shareId: string;
            /**
             * @description The link is texted to the phone (asked with `sendText`); else it is
             *     only created, to be copied and sent by the member.
             */
            texted: boolean;
            /** @description The link to send: it opens the mobile report after the phone check. */
            url: string;
        };
        SignRequest: {
            /** @description Must be `true`. */
            agree: boolean;
            /** @description Anything in the candidate's details to correct (≤ 500 characters). */
            corrections?: string | null;
            s: string;
            /** @description `data:image/png;base64,…` of the drawn signature (≤ 300 KB). */
            signaturePng: string;
        };
        Signed: {
            /** Format: int64 */
            signedAt: number;
            status: components["schemas"]["OrderStatus"];
        };
        /** @description A 6-digit SMS code. */
        SmsCode: string;
        Step: {
            /**
             * Format: int64
             * @description When it was done (epoch ms), where known.
             */
            at?: number | null;
            key: components["schemas"]["StepKey"];
            state: components["schemas"]["StepState"];
        };
        /** @enum {string} */
        StepKey: "entry" | "review" | "contract" | "package" | "balance" | "firstOrder";
        /** @enum {string} */
        StepState: "done" | "todo" | "waiting" | "rejected";
        SubmitRequest: {
            batchId: string;
            /** @description One per confirmation; a retry sends the same key and gets the same answer. */
            idempotencyKey: string;
        };
        /** @description What `batch/submit` answers (a retry with the same key again). */
        Submitted: {
            /** Format: int64 */
            balanceAfterFen: number;
            batchId: string;
            /** Format: int32 */
            orderCount: number;
            /** Format: int64 */
            priceFen: number;
            status: components["schemas"]["BatchStatus"];
        };
        /** @description An opaque random ticket or token as issued by [`crate::ids::new_token`]. */
        Ticket: string;
        TicketRequest: {
            ticket: components["schemas"]["Ticket"];
        };
        TimelineEntry: {
            /** Format: int64 */
            at: number;
            itemCode?: string | null;
            kind: components["schemas"]["EventKind"];
            note?: string | null;
        };
        TokenReply: {
            /** @description Single-use login token: exchange it at `GET /user/loginInfo` within 5 minutes. */
            token: string;
        };
        UpdateRequest: {
            address?: null | components["schemas"]["Address"];
            contactName?: null | components["schemas"]["RealName"];
            contactPhone?: null | components["schemas"]["Phone"];
            creditCode?: null | components["schemas"]["CreditCode"];
            licenseFileKey?: null | components["schemas"]["FileKey"];
            logoFileKey?: null | components["schemas"]["FileKey"];
            name?: null | components["schemas"]["CompanyName"];
            regionCode?: null | components["schemas"]["DivisionCode"];
        };
        /** @description The multipart body, for the OpenAPI document. */
        UploadForm: {
            /**
             * Format: binary
             * @description The file (one part named `file`, with its content type).
             */
            file: string;
            /** @description `license`, `logo`, `consent`, `voucher`, `batch`, `attachment` or `invoice` (platform operators). */
            purpose: string;
        };
        UploadFormRequest: {
            /** @description The file's type, e.g. `text/csv`. */
            contentType: string;
            /** @description The file's name (kept only as sealed metadata). */
            fileName: string;
            /** @description `license`, `logo`, `consent`, `voucher`, `batch`, `attachment` or `invoice` (platform operators). */
            purpose: string;
            /**
             * Format: int64
             * @description The file's size in bytes: the form admits at most this many.
             */
            size: number;
        };
        Uploaded: {
            contentType: string;
            /** @description The generated key: pass it to the call the file is for. */
            key: string;
            /** @description The name as uploaded (kept only as sealed metadata, never in a path). */
            name: string;
            /** Format: int64 */
            size: number;
            /** @description Downloads the file for 10 minutes. */
            url: string;
        };
        /**
         * @description What `report/verify` confirms: the report is genuine, which version, and
         *     whether a newer one exists. The candidate's name is masked.
         */
        Verified: {
            candidateName: string;
            code: string;
            /**
             * Format: int32
             * @description The newest version of this report (greater than `version` when it was corrected since).
             */
            currentVersion: number;
            /** Format: int64 */
            issuedAt: number;
            orderNo: string;
            overallResult: components["schemas"]["ItemResult"];
            packageName: string;
            /** Format: int32 */
            version: number;
        };
        VerifyRequest: {
            /** @description As printed on the PDF (`XXXX-XXXX-XXXX-XXXX`; spaces and case do not matter). */
            code: string;
        };
        VisitorLoginRequest: {
            /** @description 6-digit code of scene `checkPhone` (sent to any phone) or `login`. */
            code: components["schemas"]["SmsCode"];
            loginType?: null | components["schemas"]["LoginType"];
            phone: components["schemas"]["Phone"];
            ts?: null | components["schemas"]["ClientTag"];
        };
        WebhookCreateRequest: {
            /** @description At most 80 characters. */
            description?: string | null;
            /**
             * @description At least one of `order.created`, `order.authorized`,
             *     `order.completed`, `order.canceled`, `order.suspended`,
             *     `report.updated`, `report.disputed`, `batch.completed`, `balance.low`.
             */
            events: string[];
            /**
             * @description `https://…`, no credentials, at most 2048 characters; the host must
             *     resolve only to public addresses.
             */
            url: string;
        };
        /** @description A new endpoint, with its signing secret (shown this once). */
        WebhookCreated: {
            /** Format: int64 */
            createdAt: number;
            description: string;
            endpointId: string;
            events: string[];
            /** @description `whsec_…`: verify each delivery's `Verity-Signature` with it. Shown once. */
            secret: string;
            status: components["schemas"]["EndpointStatus"];
            url: string;
        };
        WebhookDeleted: {
            endpointId: string;
        };
        WebhookDeliveriesRequest: {
            /** @description The `cursor` of the previous page. */
            cursor?: string | null;
            endpointId: string;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
        };
        /** @description One delivery in the endpoint's log. */
        WebhookDelivery: {
            /** Format: int32 */
            attempts: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            deliveredAt?: number | null;
            deliveryId: string;
            /** @description The event's type (`order.completed`, `ping`, …). */
            event: string;
            /** @description The event's id (the body's `id`): the same in every delivery of it. */
            eventId: string;
            /** @description Short; never the receiver's answer. */
            lastError?: string | null;
            /** Format: int64 */
            lastLatencyMs?: number | null;
            /** Format: int32 */
            lastStatusCode?: number | null;
            /**
             * Format: int64
             * @description When the next attempt is due (epoch ms; null once finished).
             */
            nextAttemptAt?: number | null;
            status: components["schemas"]["DeliveryStatus"];
        };
        WebhookDeliveryId: {
            deliveryId: string;
        };
        WebhookDeliveryPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["WebhookDelivery"][];
        };
        /** @description An endpoint as listed (never its secret). */
        WebhookEndpoint: {
            /**
             * Format: int64
             * @description Epoch ms.
             */
            createdAt: number;
            description: string;
            /**
             * @description `failing` when the platform disabled it after 24 h of failed
             *     deliveries; null when active or disabled by a member.
             */
            disabledReason?: string | null;
            endpointId: string;
            /** @description The subscribed events (`order.created`, …). */
            events: string[];
            /**
             * Format: int64
             * @description When a delivery was last attempted (epoch ms).
             */
            lastDeliveryAt?: number | null;
            /**
             * Format: int32
             * @description The HTTP status of the last attempt (null: no answer).
             */
            lastStatusCode?: number | null;
            status: components["schemas"]["EndpointStatus"];
            url: string;
        };
        WebhookEndpointPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookEndpointRequest: {
            endpointId: string;
        };
        WebhookListRequest: {
            /** @description The `cursor` of the previous page. */
            cursor?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
        };
        WebhookRedeliverRequest: {
            deliveryId: string;
        };
        WebhookSecret: {
            endpointId: string;
            /** @description The new `whsec_…` secret (shown once); the old one stops at once. */
            secret: string;
        };
        WebhookUpdateRequest: {
            description?: string | null;
            /**
             * @description `true` enables it again (clearing `disabledReason`; its queued
             *     deliveries go on), `false` disables it.
             */
            enabled?: boolean | null;
            endpointId: string;
            /** @description The new set of events (at least one). */
            events?: string[] | null;
            /** @description A new URL (checked as at creation). */
            url?: string | null;
        };
        Withdrawn: {
            status: components["schemas"]["OrderStatus"];
        };
        /** @description An attachment as the screens show it. */
        WorkOrderAttachment: {
            key: string;
            /** @description The name it was uploaded with. */
            name: string;
            /** @description Downloads the file for 10 minutes. */
            url: string;
        };
        /**
         * @description Who wrote a message.
         * @enum {string}
         */
        WorkOrderAuthor: "enterprise" | "ops";
        WorkOrderCreateRequest: {
            /** @description Up to 5 keys from `file/upload` with purpose `attachment`. */
            attachments?: string[];
            /** @description 1–2000 characters; line breaks are kept. */
            description: string;
            /** @description One of the enterprise's orders the ticket is about. */
            orderId?: string | null;
            /** @description 1–100 characters on one line. */
            subject: string;
            /** @description `report`, `billing`, `account` or `other`. */
            type: components["schemas"]["WorkOrderType"];
        };
        /** @description A ticket with its thread. */
        WorkOrderDetail: {
            /**
             * Format: int64
             * @description The first ops reply.
             */
            answeredAt?: number | null;
            attachments: components["schemas"]["WorkOrderAttachment"][];
            /** @description The enterprise may close it now. */
            canClose: boolean;
            /** @description The enterprise may reopen it now (resolved, within 7 days). */
            canReopen: boolean;
            /** @description The reader's side may reply now. */
            canReply: boolean;
            /** @description Ops may resolve it now. */
            canResolve: boolean;
            /** Format: int64 */
            closedAt?: number | null;
            /** Format: int64 */
            createdAt: number;
            description: string;
            /** @description Ops reads only. */
            enterpriseId?: string | null;
            /** @description Ops reads only. */
            enterpriseName?: string | null;
            /** Format: int64 */
            lastActivityAt: number;
            /** @description Oldest first. */
            messages: components["schemas"]["WorkOrderMessage"][];
            orderId?: string | null;
            orderNo?: string | null;
            /** @description Who raised it (display name, or masked phone). */
            raisedByName: string;
            /**
             * Format: int64
             * @description A resolved ticket: the enterprise may reopen it until then.
             */
            reopenUntil?: number | null;
            /** Format: int64 */
            resolvedAt?: number | null;
            status: components["schemas"]["WorkOrderStatus"];
            subject: string;
            type: components["schemas"]["WorkOrderType"];
            workOrderId: string;
            workOrderNo: string;
        };
        WorkOrderIdRequest: {
            workOrderId: string;
        };
        WorkOrderListRequest: {
            /** @description The `cursor` of the previous page. */
            cursor?: string | null;
            /**
             * Format: int32
             * @description 1–100, default 20.
             */
            pageSize?: number | null;
            status?: null | components["schemas"]["WorkOrderStatus"];
        };
        /** @description One message as both sides read it. */
        WorkOrderMessage: {
            /** Format: int64 */
            at: number;
            attachments: components["schemas"]["WorkOrderAttachment"][];
            author: components["schemas"]["WorkOrderAuthor"];
            /**
             * @description The member's display name (their masked phone when they have none),
             *     or "Verity support" for ops.
             */
            authorName: string;
            messageId: string;
            text: string;
        };
        /** @description A ticket's status after a move. */
        WorkOrderMoved: {
            /** Format: int64 */
            closedAt?: number | null;
            /**
             * Format: int64
             * @description A resolved ticket: the enterprise may reopen it until then.
             */
            reopenUntil?: number | null;
            /** Format: int64 */
            resolvedAt?: number | null;
            status: components["schemas"]["WorkOrderStatus"];
            workOrderId: string;
        };
        WorkOrderPage: {
            /** @description The next page's cursor; absent on the last page. */
            cursor?: string | null;
            items: components["schemas"]["WorkOrderRow"][];
        };
        /** @description What a reply answers. */
        WorkOrderReplied: {
            message: components["schemas"]["WorkOrderMessage"];
            /** @description The ticket's status after the reply. */
            status: components["schemas"]["WorkOrderStatus"];
        };
        WorkOrderReplyRequest: {
            /** @description Up to 5 keys from `file/upload` with purpose `attachment`. */
            attachments?: string[];
            /** @description 1–2000 characters; line breaks are kept. */
            text: string;
            workOrderId: string;
        };
        WorkOrderResolveRequest: {
            /** @description A last message to the enterprise (1–2000 characters). */
            text?: string | null;
            workOrderId: string;
        };
        /** @description A ticket in a list. */
        WorkOrderRow: {
            /** Format: int64 */
            closedAt?: number | null;
            /** Format: int64 */
            createdAt: number;
            /** @description Ops lists only. */
            enterpriseId?: string | null;
            /** @description Ops lists only. */
            enterpriseName?: string | null;
            /** Format: int64 */
            lastActivityAt: number;
            /** Format: int32 */
            messageCount: number;
            orderId?: string | null;
            orderNo?: string | null;
            /** Format: int64 */
            resolvedAt?: number | null;
            status: components["schemas"]["WorkOrderStatus"];
            subject: string;
            type: components["schemas"]["WorkOrderType"];
            /**
             * Format: int32
             * @description Messages from the other side the caller's side has not read (for ops,
             *     a new ticket counts as one).
             */
            unread: number;
            workOrderId: string;
            workOrderNo: string;
        };
        /**
         * @description Where a ticket stands.
         * @enum {string}
         */
        WorkOrderStatus: "open" | "in_progress" | "resolved" | "closed";
        /**
         * @description What a ticket is about.
         * @enum {string}
         */
        WorkOrderType: "report" | "billing" | "account" | "other";
        WorkOrderUnread: {
            /**
             * Format: int32
             * @description Ops messages not yet read, over all the enterprise's tickets.
             */
            unread: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    apiKeyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the new key; `key` is shown this once. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad name or role (data.field)); 4803 ApiKeyLimitReached (20 active keys already (data.limit)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ApiKeyCreated"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    apiKeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApiKeyListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}; follow the cursor until it is absent. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ApiKeyPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    apiKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyRevokeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the key as now listed (`revokedAt` set). Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 4801 ApiKeyNotFound (no such key in this enterprise (nothing changed)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ApiKeyRow"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchCancelRest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {canceledCount, refundedFen, balanceAfterFen}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch not found); 4305 BatchStateConflict (not submitted yet (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RestCanceled"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchConfirmDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmDuplicatesRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {changed (rows confirmed), validCount, errorCount, removedCount}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (neither rows nor all, or both (data.field rows)); 1007 NotFound (batch or row not found); 4307 BatchRowsLocked (submitting has begun (data.status)); 1008 RateLimited (too many changes at once, try again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RowsChanged"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {batchId, rowCount, validCount, errorCount, priceFen, balanceFen}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (package not found); 3003 FileNotFound (file not found); 4002 PackageDisabled (package disabled); 4201 EnterpriseNotCertified (not certified); 4202 ContractNotAccepted (contract not accepted); 4301 BatchFileUnreadable (file unreadable (data.reason)); 4302 BatchNoHeader (no header row (data.columns)); 4303 BatchNoRows (no rows); 4304 BatchTooManyRows (too many rows (data.maxRows)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["BatchCreated"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the batch. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch not found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["BatchView"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchExportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {url, fileName, rows}. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown format); 1007 NotFound (batch not found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["BatchExportReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchFixRow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FixRowRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the row, re-validated. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch or row not found); 4307 BatchRowsLocked (submitting has begun: the rows are what was charged (data.status)); 1008 RateLimited (too many changes at once, try again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RowView"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BatchListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["BatchPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchProblems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchExportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {url (signed, 10 minutes), fileName, rows}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown format); 1007 NotFound (batch not found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["BatchExportReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchRemoveProblemRows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {changed (rows removed), validCount, errorCount, removedCount}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch or row not found); 4307 BatchRowsLocked (submitting has begun: the rows are what was charged (data.status)); 1008 RateLimited (too many changes at once, try again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RowsChanged"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchRemoveRow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RowRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the removed row. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch or row not found); 4307 BatchRowsLocked (submitting has begun: the rows are what was charged (data.status)); 1008 RateLimited (too many changes at once, try again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RowView"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchRows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RowsRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1006 BadCursor (bad cursor); 1007 NotFound (batch not found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RowPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {batchId, status: submitting, orderCount, priceFen, balanceAfterFen}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (batch not found); 4003 PackageChanged (package changed since validation); 4101 InsufficientBalance (insufficient balance (data.balanceFen, priceFen, shortfallFen)); 4102 IdempotencyKeyReused (key reused); 4201 EnterpriseNotCertified; 4202 ContractNotAccepted; 4305 BatchStateConflict (already submitted (data.status)); 4306 BatchNothingValid (no valid row); 1008 RateLimited (the rows kept changing, try again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Submitted"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    batchTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageId: string;
                /** @description `xlsx` (default) or `csv`. */
                format: string | null;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file itself (XLSX or CSV) as an attachment; errors in the envelope.. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad packageId or format); 1007 NotFound (package not found). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                    "text/csv": unknown;
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    candidateDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the consent page (disclosure in the request's language). Callers: anyone, no session. Codes: 1007 NotFound (the link's order is gone); 4510 CheckFinished (a finished check's link, instead of a link or phone-check error); -12 PhoneCheckRequired (phone not verified for this link); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CandidateDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    candidateDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the dispute. Callers: anyone, no session. Codes: -12 PhoneCheckRequired; 1002 InvalidField ((data.field: items, items[0], text)); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked; 4406 DisputeClosed (no dispute possible (already raised, or after 7 days)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Dispute"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    candidateFindings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {orderNo, enterpriseName, decidedAt, disputeUntil, version, items, canDispute, dispute}. Callers: anyone, no session. Codes: -12 PhoneCheckRequired (phone not verified (go to /checkPhone?s=…)); 4210 ShareLinkInvalid (invalid); 4211 ShareLinkExpired (expired); 4212 ShareLinkRevoked (revoked); 4406 DisputeClosed (nothing to dispute (the enterprise proceeds)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CandidateFindings"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    candidateSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status, signedAt}. Callers: anyone, no session. Codes: 1007 NotFound (the link's order is gone); 4510 CheckFinished; -12 PhoneCheckRequired; 1002 InvalidField (agree not true or not a PNG signature); 4204 OrderStateConflict (the order no longer awaits consent); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Signed"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    candidateWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Callers: anyone, no session. Codes: 1007 NotFound (the link's order is gone); 4510 CheckFinished; -12 PhoneCheckRequired; 4204 OrderStateConflict (the order has ended); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Withdrawn"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    query_dict_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DictListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the dictionary. Callers: anyone, no session. Codes: 1005 UnknownDictType (unknown type); 1002 InvalidField (missing type). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["DictList"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    query_sphere_config: {
        parameters: {
            query?: {
                /** @description Only keys starting with this prefix, e.g. `site.`. */
                prefix?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data maps config keys to values. Callers: anyone, no session. Codes: 1002 InvalidField (bad prefix). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: {
                            [key: string]: string;
                        };
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseAcceptContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptContractRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {version, acceptedAt}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3004 ContractOutdated (not the current version). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Accepted"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CursorRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["AuditPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Envelope whose data is {version, title, body}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ContractText"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {enterpriseId, sToken} (the old token stops working). Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field), a credit code with a wrong check character); 3001 CreditCodeTaken (credit code taken); 3002 UnknownRegion (unknown region); 3003 FileNotFound (licence file not found or not the caller's). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CreateReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Envelope whose data is the enterprise. Callers: members of the current enterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Detail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAnswerRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {enterpriseId}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3005 AlreadyMember (already a member); 3009 InvitationNotFound (no pending invitation of the caller's phone from that enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvitationAccepted"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationAcceptByLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationLinkRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {token} (as user/login). Callers: anyone, no session. Codes: 3014 InvitationWithdrawn (the enterprise withdrew the invitation); -12 PhoneCheckRequired; 2009 AccountDisabled (account disabled); 3005 AlreadyMember (already a member); 3009 InvitationNotFound (answered or expired); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked (link used). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvitationSignIn"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationCheckPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCheckPhoneRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {shareToken, expiresAt}. Callers: anyone, no session. Codes: 3014 InvitationWithdrawn (the enterprise withdrew the invitation); 1002 InvalidField; 2002 BadSmsCode (wrong or expired code (only the invited phone gets one)); 2003 SmsCodeExhausted (code dead); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked (link used). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvitationPhoneChecked"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationDecline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAnswerRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3009 InvitationNotFound (no pending invitation of the caller's phone from that enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationDeclineByLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationLinkRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: anyone, no session. Codes: 3014 InvitationWithdrawn (the enterprise withdrew the invitation); -12 PhoneCheckRequired; 3009 InvitationNotFound (answered or expired); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked (link used). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationLinkRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the invitation. Callers: anyone, no session. Codes: 3014 InvitationWithdrawn (the enterprise withdrew the invitation); -12 PhoneCheckRequired (phone not verified); 3009 InvitationNotFound (answered or expired); 4210 ShareLinkInvalid; 4211 ShareLinkExpired; 4212 ShareLinkRevoked (link used). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvitationRow"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is {list}. Any signed-in user (a visitor too). Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvitationList"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseInvitationSendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationSendCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {cooldownSeconds}. Callers: anyone, no session. Codes: 3014 InvitationWithdrawn (the enterprise withdrew the invitation); 1002 InvalidField (bad field); 2004 SmsCooldown (resend cooldown); 2005 SmsDailyCap (daily cap); 2013 SmsUnavailable (SMS unavailable); 4210 ShareLinkInvalid (link not valid); 4211 ShareLinkExpired (link expired); 4212 ShareLinkRevoked (link used). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CodeSent"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberChangeRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRoleRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3006 LastOwner (the last active owner); 3007 MemberNotFound (no such member here). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3006 LastOwner (the last active owner); 3007 MemberNotFound (no such member here). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3007 MemberNotFound (no such member here). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status: 'invited'}. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad phone or role); 3005 AlreadyMember (already a member or invited); 3010 InviteNotCertified (enterprise not certified); 3011 InviteDailyCap (today's 20 invitations sent). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InviteReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, total}. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["EnterpriseMemberPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberResendInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {resendAt}. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3009 InvitationNotFound (no such pending invitation of this enterprise); 3011 InviteDailyCap (today's 20 invitations sent); 3012 InviteResendCooldown (texted less than 10 minutes ago (data.retryAfterSeconds)); 3013 InviteResendLimit (sent again 3 times already (data.max)); 3015 InvitePhoneTextCap (the phone got its 5 texts today (data.max)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InviteResent"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseMemberRevokeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {}. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3009 InvitationNotFound (no such pending invitation of this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseOpsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpsListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown status); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OpsPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseOpsReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {certStatus}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad decision or a rejection without reason); 1007 NotFound (no such enterprise); 3008 ReviewNotPending (not waiting for review). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReviewReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RetentionRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {days, defaultDays, minDays, maxDays, updatedAt?}. Callers: members of the current enterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field); 5101 RetentionOutOfRange (days outside 30–180 (data.min, data.max)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Retention"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    enterpriseUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the enterprise after the change. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field); 3001 CreditCodeTaken (credit code taken); 3002 UnknownRegion (unknown region); 3003 FileNotFound (file not found or not this enterprise's). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Detail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    fileConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileConfirmRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {key, url, name, size, contentType}. Codes: -5; 1002; 3003 no such upload of the caller's; 3102 the content is not of the declared type (the file is deleted) Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 3003 FileNotFound (no such upload of the caller's); 3102 FileTypeRefused (the content is not of the declared type (the file is deleted)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Uploaded"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    fileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description Envelope whose data is {key, url, name, size, contentType}. Limits: license, consent, voucher, attachment, invoice: JPEG, PNG or PDF up to 4 MB; logo: PNG or JPEG up to 2 MB; batch: XLSX or CSV up to 4 MB. Codes: -5; -6 a visitor uploading anything but a licence; 1002 missing part, unknown purpose or a bad file name (data.field); 1003 body over the cap (larger files: file/uploadForm); 3101 too large for its purpose (data.maxBytes); 3102 type not allowed or content not of the declared type Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; -6 NoPermission (a visitor uploading anything but a licence, a member an invoice); 1002 InvalidField (missing part, unknown purpose or a bad file name (data.field)); 1003 BodyTooLarge (body over the cap (larger files: file/uploadForm)); 3101 FileTooLarge (too large for its purpose (data.maxBytes)); 3102 FileTypeRefused (type not allowed or content not of the declared type). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Uploaded"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    fileUploadForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadFormRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {key, url, fields, maxBytes, expiresAt} (15 minutes). `key` is the file's (file/confirm and later calls); the form posts under a staging key of its own, and file/confirm writes the bytes it checked to `key`, so posting the form again changes nothing confirmed. Unconfirmed after 30 minutes: removed. Direct limits: batch and attachment up to 50 MB, logo 2 MB, the others 5 MB. Codes: -5; -6; 1002 bad field; 3101 larger than the purpose allows; 3102 type not allowed for the purpose Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; -6 NoPermission (a visitor uploading anything but a licence, a member an invoice); 1002 InvalidField (bad field); 3101 FileTooLarge (larger than the purpose allows); 3102 FileTypeRefused (type not allowed for the purpose). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["DirectUploadReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Envelope whose data is the account (fen). Callers: members of the current enterprise whose role holds viewFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["AccountReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeInvoiceApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {invoiceId, status}. Callers: members of the current enterprise whose role holds manageFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field); 4106 InvoiceAmountExceeded (more than can be invoiced (data.invoiceableFen)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ApplyReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeInvoiceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CursorRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: members of the current enterprise whose role holds viewFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["InvoicePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LedgerRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: members of the current enterprise whose role holds viewFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown kind or a range that ends before it starts); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["LedgerPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeOpsConfirmRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Repeating the decision made answers it again. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad decision or a rejection without reason); 1007 NotFound (no such recharge); 1008 RateLimited (busy, resend); 4104 RechargeDecided (decided the other way). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ConfirmReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeOpsInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InvoiceQueueRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown status); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OpsInvoicePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeOpsIssueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such invoice); 3003 FileNotFound (file not found or not uploaded by this operator); 4107 InvoiceIssued (issued already). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["IssueReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeOpsRecharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RechargeQueueRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown status); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OpsRechargePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeRecharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeBody"];
            };
        };
        responses: {
            /** @description Envelope whose data is {rechargeId, status}. Callers: members of the current enterprise whose role holds manageFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (whole fen, 1 to 100000000; a transfer needs its voucher)); 1008 RateLimited (busy, resend with the same key); 3003 FileNotFound (voucher not found); 4102 IdempotencyKeyReused (key used for another request); 4105 SandboxPaymentsDisabled (sandbox payments not enabled); 4108 VoucherUsed (the voucher backs another recharge already (data.field)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RechargeReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeRecharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CursorRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. Callers: members of the current enterprise whose role holds viewFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RechargePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeSetLowBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LowBalanceRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the account. Callers: members of the current enterprise whose role holds manageFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (not a whole number of fen in range). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["AccountReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    financeStatementExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {url, fileName, rows}: at most 50,000 entries, newest first. Callers: members of the current enterprise whose role holds viewFinance. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown format or kind, or a range that ends before it starts). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ExportReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    homeOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OnboardingRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the checklist: steps in order (entry, review, contract, package, balance, firstOrder) each done/todo/waiting/rejected, the next step, whether ordering is open. Callers: members of the current enterprise whose role holds viewDashboard. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Onboarding"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    homeOpsDeadLetters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeadLettersRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the total and each dead-letter queue's count (ids and payloads are not shown here: `verity-local deadletters` lists them). Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["DeadLetterCounts"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    homeSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["HomeSummaryRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the summary (money in fen, days in China time). Callers: members of the current enterprise whose role holds viewDashboard. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["HomeSummary"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobApplyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobLinkRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {title, department, enterpriseName, regionCode, locationName, fields, consent: {version, title, body, coversScreening}}. Callers: anyone, no session. Codes: 1002 InvalidField; 4501 JobClosed (the position is closed (applicants may still read theirs)); 4502 JobLinkInvalid (the link is not valid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobApplyInfo"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobApplyMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobLinkRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the application or null. Also on a closed position. Callers: anyone, no session. Codes: 4502 JobLinkInvalid (the link is not valid); 4503 ApplicantVerifyRequired (verify the phone first (no, expired or another position's token)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: null | components["schemas"]["JobApplication"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobApplySubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobApplySubmitRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the application. Callers: anyone, no session. Codes: 1002 InvalidField (bad field (data.field, e.g. education.school)); 3003 FileNotFound (an attachment not this applicant's upload (data.field)); 4501 JobClosed (the position is closed); 4502 JobLinkInvalid; 4503 ApplicantVerifyRequired (verify the phone first); 4504 JobConsentOutdated (the consent text changed (data.version: show it again)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobApplication"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobApplyUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["JobUploadForm"];
            };
        };
        responses: {
            /** @description Envelope whose data is {key, name, size, contentType, url}. Callers: anyone, no session. Codes: 1002 InvalidField (missing part or a bad file name); 1003 BodyTooLarge (body over the cap); 3101 FileTooLarge (larger than 4 MB); 3102 FileTypeRefused (not a JPEG, PNG or PDF); 4501 JobClosed (the position is closed); 4502 JobLinkInvalid; 4503 ApplicantVerifyRequired (verify the phone first); 4506 ApplicantUploadCap (20 uploads today already (data.max)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobAttachment"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobApplyVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobApplyVerifyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {applicantToken, expiresAt, hasApplication}. Callers: anyone, no session. Codes: 1002 InvalidField (bad field); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (too many wrong codes); 4502 JobLinkInvalid (the link is not valid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobApplicantVerified"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the position. Callers: members of the current enterprise whose role holds manageJobs. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such position in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobView"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {jobId, url, code}. Callers: members of the current enterprise whose role holds manageJobs. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field: title, department, regionCode, fields[i])); 3002 UnknownRegion (unknown region (data.field regionCode)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobCreated"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the position. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such position in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobView"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JobListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. A page filtered by status may hold fewer rows than asked; follow the cursor until it is absent. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown status or pageSize out of range); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobRegistrationRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the registration. `orderPrefill` only for members who may order checks. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such registration in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobRegistrationDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    jobRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobRegistrationsRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. A page filtered by education may hold fewer rows than asked; follow the cursor until it is absent. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad filter or pageSize); 1006 BadCursor (bad cursor (another position's included)); 1007 NotFound (no such position in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["JobRegistrationPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meCheckDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeOrderRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the check. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session); 5002 MeCheckNotFound (not a check of this phone). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CheckDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MeChecksRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, total, pageNum, pageSize}. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session); 1002 InvalidField (bad pageNum or pageSize). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CheckPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeCorrectionRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {raisedAt}. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session); 1002 InvalidField (text: 5 to 500 characters); 5002 MeCheckNotFound (not a check of this phone (nothing changed)); 5005 MeCorrectionOpen (an open correction or dispute already). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MeCorrectionRaised"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meErase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeOrderRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {eraseDueAt}. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session); 5002 MeCheckNotFound (not a check of this phone (nothing changed)); 5004 MeNotErasable (the check has not ended (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MeEraseRequested"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MeEmptyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {exportedAt, phone, checks}. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MeExport"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meExportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MeEmptyRequest"];
            };
        };
        responses: {
            /** @description The PDF (application/pdf); an error answers the envelope. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": number[];
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    meLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeLoginRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {meToken, expiresAt}. Callers: anyone, no session. Codes: 1002 InvalidField (bad phone or code); 2002 BadSmsCode (wrong, used or expired code); 2003 SmsCodeExhausted (too many wrong codes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MeSignedIn"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MeEmptyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is null. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meSendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeSendCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {cooldownSeconds}. Callers: anyone, no session. Codes: 1002 InvalidField (bad phone); 2004 SmsCooldown (resend cooldown (data.retryAfterSeconds)); 2005 SmsDailyCap (daily cap); 2013 SmsUnavailable (SMS unavailable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CodeSent"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    meWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeOrderRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Callers: anyone, no session. Codes: 5001 MeSessionInvalid (no candidate session); 5002 MeCheckNotFound (not a check of this phone (nothing changed)); 5003 MeNotWithdrawable (the check ended or is suspended (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MeWithdrawn"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    noticeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoticeListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, total, unread}; title and body in the Accept-Language. Callers: members of the current enterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["NoticePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    noticeRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoticeReadRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {marked, unread}. Callers: members of the current enterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (neither ids nor all, or both (`data.field`)); 4701 NoticeNotFound (an id not the caller's (data.field, data.ids; nothing marked)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["NoticeReadReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status, refundedFen}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such order); 4204 OrderStateConflict (work has started or the order ended (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OrderCanceled"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {orderId, orderNo, status, priceFen, balanceAfterFen}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field), or a detail an item needs is missing); 1007 NotFound (package not found); 3003 FileNotFound (consent file not found); 4002 PackageDisabled (package disabled); 4003 PackageChanged (package changed meanwhile); 4101 InsufficientBalance (insufficient balance (data.balanceFen, priceFen, shortfallFen)); 4102 IdempotencyKeyReused (key reused with another body); 4207 PhoneTextCap (the phone's 5 consent texts today, nothing charged (data.max)); 4201 EnterpriseNotCertified (enterprise not certified); 4202 ContractNotAccepted (contract not accepted); 4203 DuplicateCandidate (ordered in the last 30 days (data.orderNo): confirmDuplicate); 1007 NotFound (no such registration in this enterprise (data.field)); 4505 RegistrationMismatch (the registration is another candidate's). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Created"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the order's record. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such order in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OrderDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderExportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {url, fileName, rows}: at most 20,000 orders, newest first. `unmasked`: owners and admins only, audited. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown format or a bad filter). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OrderExportReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OrderListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. `keyword`: part of the name or the phone's last 4+ digits for members who see candidates, else an exact name or phone. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad filter); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OrderPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderProcessingRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the order's ProcessingRecord (no candidate PII). Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such order in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ProcessingRecord"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderRemind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {sentAt}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such order); 4204 OrderStateConflict (not awaiting consent (data.status)); 4205 ReminderCooldown (texted less than 4 hours ago (data.retryAfterSeconds)); 4206 ReminderLimit (the order was texted 7 times already (data.max)); 4207 PhoneTextCap (the phone got its 5 consent texts today (data.max), nothing sent). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OrderReminded"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    orderRevealCandidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevealCandidateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {field, value}; an `candidate.revealed` entry is in the enterprise's audit log. Callers: members of the current enterprise whose role holds viewCandidates. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (field not phone or idNumber); 1007 NotFound (no such order in this enterprise (nothing written)); 5102 AlreadyErased (the candidate's data were erased (nothing to reveal)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RevealedCandidate"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Empty"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list}. Callers: members of the current enterprise whose role holds viewPackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CatalogReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {packageId, version, priceFen}. Callers: members of the current enterprise whose role holds managePackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field, e.g. items[1].quantity)); 4001 UnknownCatalogItem (unknown catalogue code (data.field, data.code)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackageSaved"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageId"];
            };
        };
        responses: {
            /** @description Envelope whose data is the package. Callers: members of the current enterprise whose role holds viewPackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such package in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackageDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageId"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Callers: members of the current enterprise whose role holds managePackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such package). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackageStatusReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageId"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status}. Callers: members of the current enterprise whose role holds managePackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such package). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackageStatusReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PackageListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, cursor}. A page may hold fewer rows than 20 while a keyword filters it; follow the cursor until it is null. Callers: members of the current enterprise whose role holds viewPackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (unknown status or a keyword over 50 characters); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackagePage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    packageUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {packageId, version, priceFen}. Callers: members of the current enterprise whose role holds managePackages. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field); 1007 NotFound (no such package); 4001 UnknownCatalogItem (unknown catalogue code); 4002 PackageDisabled (package disabled); 4003 PackageChanged (changed meanwhile (data.version)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PackageSaved"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    regionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RegionListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the list of child divisions. Callers: anyone, no session. Codes: 1002 InvalidField (bad parent code); 1007 NotFound (no such division). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RegionList"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the report's standing {state, decision, dispute, canDecide}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4401 ReportNotReady; 4404 ReportDecided (already decided (a new decision only after a resolved dispute)); 4405 ReportDisputed (the candidate's dispute is open); 5102 AlreadyErased (a decline after the candidate's data were erased (no link to text)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReportStatus"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the report: overallResult, items with a grade (green, yellow, red) and findings, the candidate (full name for members who see candidates, phone and ID number masked), package and version, consent, version; and its standing: state (undecided, proceed, declined, disputed), decision, the latest dispute, canDecide. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (order not found); 4401 ReportNotReady (the order has not completed (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReportDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportOpsDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {current, versions}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4401 ReportNotReady. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OpsReport"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportOpsDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is {list} of open disputes (orderId, orderNo, raisedAt, items, text). Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["OpenDisputes"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportOpsEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsEditRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the new version. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField ((data.field, e.g. items[0].code)); 1007 NotFound; 4401 ReportNotReady; 4402 ReportChanged (another version saved meanwhile (data.version)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Report"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportOpsProcessingSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ProcessingSummaryRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list, total, pageNum, pageSize}; each row an enterprise's processing counts. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ProcessingSummaryPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportOpsResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the new version. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField ((data.field)); 1007 NotFound; 4402 ReportChanged; 4407 NoOpenDispute (no open dispute); 5102 AlreadyErased (the candidate's data were erased (no link to text)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Report"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {url (10 minutes), version, verificationCode, size}: the PDF in the request's language (Accept-Language), one copy per language and version, both with the same code. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4401 ReportNotReady. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["PdfLink"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportRevokeShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRevokeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {shareId}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1007 NotFound (no such link of this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReportRevoked"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportShareRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {shareId, url, expiresAt, texted}. Callers: members of the current enterprise whose role holds orderChecks. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4401 ReportNotReady; 4415 ShareTextCap (the phone got its 5 texts today (data.max; nothing created)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Shared"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportShared: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportSharedRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the report's current version. Callers: anyone, no session. Codes: -12 PhoneCheckRequired (phone not verified for this link (go to /checkPhone?s=…)); 4210 ShareLinkInvalid (invalid); 4211 ShareLinkExpired (expired); 4212 ShareLinkRevoked (revoked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Report"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportShares: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list}: shareId, phoneMask, createdAt, expiresAt, revokedAt, opened, lastOpenedAt, state (active, expired, revoked). Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReportShares"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {code, orderNo, version, overallResult, candidateName (masked), packageName, issuedAt, currentVersion}. Callers: anyone, no session. Codes: 4403 ReportCodeUnknown (no report has this code). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Verified"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reportVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {list}: every version, oldest first. Callers: members of the current enterprise whose role holds viewRecords. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4401 ReportNotReady. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ReportVersions"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    shareCheckPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckPhoneRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {shareToken, expiresAt}. Callers: anyone, no session. Codes: 1002 InvalidField (bad field); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (too many wrong codes); 4210 ShareLinkInvalid (link not valid); 4211 ShareLinkExpired (link expired); 4212 ShareLinkRevoked (link withdrawn); 4213 SharePhoneMismatch (the phone is not the one the link was sent to). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ShareChecked"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    shareSendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareSendCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {cooldownSeconds}. Callers: anyone, no session. Codes: 1002 InvalidField (bad field); 2004 SmsCooldown (resend cooldown (data.retryAfterSeconds)); 2005 SmsDailyCap (daily cap); 2013 SmsUnavailable (SMS unavailable); 4210 ShareLinkInvalid (link not valid); 4211 ShareLinkExpired (link expired); 4212 ShareLinkRevoked (link withdrawn). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["CodeSent"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    send_verify_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendVerifyCodeRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the resend cooldown. Codes: 1002 bad phone or scene ('please enter a mobile phone number', 'please enter a valid mobile phone number'); 2004 resend cooldown (data.retryAfterSeconds); 2005 daily cap per phone or per IP; 2013 SMS service unavailable. The same answer whether or not the phone has an account. Callers: anyone, no session. Codes: 1002 InvalidField (no or an invalid mobile phone number, or an unknown scene); 2004 SmsCooldown (resend cooldown (data.retryAfterSeconds)); 2005 SmsDailyCap (daily cap per phone or per IP); 2013 SmsUnavailable (SMS unavailable (the same whether the phone has an account or not)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["SendVerifyCodeReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {verified: true, idNumber (masked)}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (no or an invalid ID document number); 1008 RateLimited (more than 5 checks today); 2011 IdentityMismatch (name, ID number and phone do not match); 2014 IdentityServiceUnavailable (provider unavailable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["AuthenticateReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    change_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLoginRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {sToken}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad enterprise id); 2012 NotAMember (not an active member of that enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ChangeLoginReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    change_mobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeMobileRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {phone (masked), sToken}: every session of the account ends, and sToken replaces the caller's own. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 2005 SmsDailyCap (the network's daily count of answers that reveal a taken phone); 1002 InvalidField (bad field (or the new phone is the current one)); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead); 2007 PhoneTaken (new phone taken). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MobileChanged"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    edit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EditRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the profile. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["Profile"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    userList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PageRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is one page of members with the total. Page-based: page ≥ 1, pageSize 1–100. Callers: members of the current enterprise whose role holds manageMembers. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["MemberPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {token}. Callers: anyone, no session. Codes: 1002 InvalidField (bad field (ts must be ENT_WEB)); 2001 BadCredentials (wrong phone or password (never says which)); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead after 5 wrong tries); 2006 AccountLocked (locked after 10 failures in 15 minutes (data.retryAfterSeconds)); 2009 AccountDisabled (account disabled). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["TokenReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    login_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is the user info with sToken. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 2009 AccountDisabled (account disabled). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["LoginInfo"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {token}. The account has no enterprise yet (a visitor until enterprise info entry). Callers: anyone, no session. Codes: 2005 SmsDailyCap (the network's daily count of answers that reveal a taken phone); 1002 InvalidField (bad field); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead); 2007 PhoneTaken (phone already registered). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["TokenReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    related_main_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is the list (empty for a user without enterprise). Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["RelatedMainList"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Envelope with empty data. Callers: anyone, no session. Codes: 1002 InvalidField (bad field); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: Record<string, never>;
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    visitor_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitorLoginRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {token}. The code is of scene checkPhone (sent to any phone) or login. Callers: anyone, no session. Codes: 1002 InvalidField (bad field); 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead); 2009 AccountDisabled (disabled). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["TokenReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    bind_mobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindMobileRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status: 'confirmed'}; the desktop's next queryResult hands out the token. Callers: anyone, no session. Codes: 1002 InvalidField; 2002 BadSmsCode (wrong or expired code); 2003 SmsCodeExhausted (code dead); 2009 AccountDisabled (disabled); 2010 QrTicketInvalid (no identity waits on this ticket (unknown, expired or confirmed)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["QrStatus"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    callback: {
        parameters: {
            query?: {
                /** @description The provider's one-time authorization code. */
                code?: string;
                /** @description The ticket. */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is the ticket status: confirmed, or scanned with needBindMobile. Callers: anyone, no session. Codes: 1002 InvalidField; 1007 NotFound (no external provider configured); 2010 QrTicketInvalid (ticket invalid or code rejected); 2014 IdentityServiceUnavailable (provider unavailable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["QrStatus"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QrConfirmRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status: 'confirmed'}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 2010 QrTicketInvalid (ticket unknown, used or expired); 2015 QrMatchMismatch (the number is not the computer's (the ticket is cancelled)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["QrStatus"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    get_qr_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is the ticket, the QR payload, its expiry (epoch ms, 5 minutes) and the match code the desktop shows. Query parameters are accepted and ignored. Callers: anyone, no session. Codes: none beyond any route's (1001–1004, 9999). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["QrCode"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    query_result: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PollRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status, token?, needBindMobile}: pending, scanned, confirmed (token in the first such answer only; later polls answer expired) or expired (unknown tickets too). Callers: anyone, no session. Codes: 1002 InvalidField. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["QrStatus"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    scan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status: 'scanned', requester, matchChoices}. Callers: any session, a visitor's too. Codes: -5 SessionInvalid; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 2010 QrTicketInvalid (ticket unknown, used or expired). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["ScanReply"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the endpoint with its secret (shown once). Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field)); 4902 WebhookUrlRefused (the URL is refused (data.field url, data.reason)); 4904 WebhookEventUnknown (an unknown event (data.field events[i])); 4905 WebhookLimitReached (10 endpoints already (data.max)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookCreated"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {endpointId}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 4901 WebhookNotFound (no such endpoint in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookDeleted"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDeliveriesRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad pageSize); 1006 BadCursor (bad cursor); 4901 WebhookNotFound (no such endpoint in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookDeliveryPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad pageSize); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookEndpointPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRedeliverRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {deliveryId}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 4903 WebhookDeliveryNotFound (no such delivery in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookDeliveryId"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {endpointId, secret}. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 4901 WebhookNotFound (no such endpoint in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookSecret"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {deliveryId}: the ping's delivery (see webhook/deliveries). Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 4901 WebhookNotFound (no such endpoint in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookDeliveryId"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    webhookUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the endpoint. Callers: members of the current enterprise whose role holds manageEnterprise. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field)); 4901 WebhookNotFound (no such endpoint in this enterprise); 4902 WebhookUrlRefused (the URL is refused (data.field url, data.reason)); 4904 WebhookEventUnknown (an unknown event (data.field events[i])). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WebhookEndpoint"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {workOrderId, status: closed, closedAt}. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4601 WorkOrderClosed (already closed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderMoved"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderCreateRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the new ticket's row (status open). Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad field (data.field)); 1007 NotFound (orderId is not an order of this enterprise (data.field orderId)); 3003 FileNotFound (an attachment not an upload of this enterprise (data.field)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderRow"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the ticket with its messages (oldest first) and canReply, canReopen, canClose. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound (no such ticket in this enterprise). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WorkOrderListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}. A page filtered by status may hold fewer rows than pageSize; follow the cursor until it is absent. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField (bad status or pageSize); 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderOpsDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is the ticket with its messages, enterpriseId, enterpriseName, canReply and canResolve. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderDetail"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderOpsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WorkOrderListRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {items, cursor}; each row also has enterpriseId and enterpriseName. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1006 BadCursor (bad cursor). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderPage"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderOpsReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderReplyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status, message}. Attachments are the operator's own uploads (purpose attachment). Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 3003 FileNotFound ((data.field)); 4601 WorkOrderClosed (closed); 4605 WorkOrderStateConflict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderReplied"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderOpsResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderResolveRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {workOrderId, status: resolved, resolvedAt, reopenUntil}. Callers: platform operators. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4601 WorkOrderClosed (closed); 4605 WorkOrderStateConflict (already resolved (data.status)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderMoved"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderReopen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderIdRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {workOrderId, status: open}. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField; 1007 NotFound; 4601 WorkOrderClosed (closed); 4603 WorkOrderNotResolved (not resolved (data.status)); 4604 ReopenWindowOver (resolved more than 7 days ago (data.resolvedAt, data.reopenUntil)). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderMoved"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkOrderReplyRequest"];
            };
        };
        responses: {
            /** @description Envelope whose data is {status, message}. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere; 1002 InvalidField ((data.field)); 1007 NotFound; 3003 FileNotFound (an attachment is not this enterprise's (data.field)); 4601 WorkOrderClosed (closed); 4602 WorkOrderResolved (resolved: reopen it to reply); 4605 WorkOrderStateConflict (the ticket kept changing meanwhile). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderReplied"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    workOrderUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope whose data is {unread}. Callers: members of the current enterprise whose role holds useWorkOrders. Codes: -5 SessionInvalid; -6 NoPermission; 4802 ApiKeyRateLimited; 4804 ApiKeyNotAllowedHere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description 0 success; 501 success with a notice in msg
                         * @enum {integer}
                         */
                        code: 0 | 501;
                        data: components["schemas"]["WorkOrderUnread"];
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
}
