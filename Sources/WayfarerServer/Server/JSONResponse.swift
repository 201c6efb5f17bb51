import Hummingbird

/// Responses whose body is JSON text already written.
enum JSONResponse {
    /// A response with `bytes` as its body, `application/json` unless `extra` names another content type.
    static func make(_ bytes: [UInt8], status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
        var headers = extra
        if headers[.contentType] == nil { headers[.contentType] = "application/json; charset=utf-8" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
