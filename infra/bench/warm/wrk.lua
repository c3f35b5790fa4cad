-- wrk request script of the warm benchmark (infra/scripts/bench/warm.sh):
-- the request as the SPA sends it, from the environment.
--   WRK_METHOD  GET or POST (default GET)
--   WRK_BODY    the JSON body of a POST
--   WRK_TOKEN   the session token, sent as `Authorization: Bearer …`
wrk.method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")
if body ~= nil and body ~= "" then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json;charset=UTF-8"
end
wrk.headers["Accept"] = "application/json"
wrk.headers["Accept-Language"] = "zh-CN"
local token = os.getenv("WRK_TOKEN")
if token ~= nil and token ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. token
end
